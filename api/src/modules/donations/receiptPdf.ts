import type { Lang } from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { donationReceiptFileName } from '../billing';
import { findDonation, presentDonation } from './donationRepository';
import type { ReceiptRenderer } from './settleDonation';

/**
 * The receipt PDF of a gift that succeeded (or was refunded after: it was given), in `lang` or the
 * language the donor gave in. Anything else, or an unknown id, is a 404: there is no receipt.
 */
export async function donationReceiptPdf(
  db: Db,
  render: ReceiptRenderer,
  id: string,
  lang: Lang | undefined,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findDonation(db, id);
  if (!row || !row.receipt_number || (row.status !== 'SUCCEEDED' && row.status !== 'REFUNDED'))
    throw new NotFoundError({ donationId: 'No receipt for this donation' });
  const donation = presentDonation(row);
  const reader = lang ?? row.lang;
  return { pdf: await render(donation, reader), fileName: donationReceiptFileName(donation, reader) };
}

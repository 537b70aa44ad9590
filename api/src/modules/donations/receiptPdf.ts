import type { Lang } from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
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
): Promise<{ pdf: Buffer; receiptNumber: string }> {
  const row = await findDonation(db, id);
  if (!row || !row.receipt_number || (row.status !== 'SUCCEEDED' && row.status !== 'REFUNDED'))
    throw new NotFoundError({ donationId: 'No receipt for this donation' });
  return { pdf: await render(presentDonation(row), lang ?? row.lang), receiptNumber: row.receipt_number };
}

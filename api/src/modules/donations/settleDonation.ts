import type { CardBrand, Lang } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import type { Outbox } from '../../platform/outbox';
import { nextNumber } from '../billing';
import {
  findDonation,
  markDonationRefunded,
  markDonationSucceeded,
  presentDonation,
  type DonationRow,
} from './donationRepository';

// A gift that succeeded gets its receipt number (series DONATION, `D-2026-000042`, gap-free per year: the
// counter is taken in this transaction, so a rollback gives it back) and its receipt mail, in the donor's
// language with the PDF attached, both in the transaction that marks it SUCCEEDED: a gift settled twice
// (the request and the provider's event, a replayed event) is settled once, by whichever holds the row
// lock first; the others find it SUCCEEDED.

/** Renders a donation's receipt PDF in a language (billing's documents, wired by the composition root). */
export type ReceiptRenderer = (donation: ReturnType<typeof presentDonation>, lang: Lang) => Promise<Buffer>;

export interface SettleDeps {
  /** Without one (an app built without accounts) no mail is sent. */
  outbox: Outbox | undefined;
  renderReceipt: ReceiptRenderer;
}

/** The amount as the donor's language writes it (`R$ 50,00`, `50,00 €`, `$50.00`). */
export function formatAmount(amount: number, currency: string, lang: Lang): string {
  const format = new Intl.NumberFormat(lang, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

const formatDate = (date: Date, lang: Lang) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/**
 * Marks the locked, unsettled donation `row` SUCCEEDED in `tx`, with its number, and sends its receipt
 * (unless `mail` is false: a gift already refunded when the news of its success arrives gets no thanks).
 */
export async function settleDonation(
  tx: Db,
  deps: SettleDeps,
  row: DonationRow,
  paid: { providerPaymentId: string | null; card: { brand: CardBrand; last4: string } | null },
  now: Date,
  mail = true,
): Promise<DonationRow> {
  const { number } = await nextNumber(tx, 'DONATION', now);
  await markDonationSucceeded(tx, row.id, { receiptNumber: number, ...paid, at: now });
  const settled = (await findDonation(tx, row.id))!;
  if (mail && deps.outbox) {
    const pdf = await deps.renderReceipt(presentDonation(settled), settled.lang);
    await deps.outbox.add(tx, {
      kind: 'mail',
      to: settled.email,
      lang: settled.lang,
      template: 'donationReceipt',
      data: {
        firstName: settled.name.split(/\s+/)[0] ?? null,
        donationId: settled.id,
        receiptNumber: number,
        amount: formatAmount(settled.amount, settled.currency, settled.lang),
        date: formatDate(now, settled.lang),
      },
      attachments: [
        { filename: `${number}.pdf`, contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
      ],
    });
  }
  return settled;
}

/** A refund of a gift (the provider's event): REFUNDED, settled first if its success had not arrived yet. */
export async function refundDonation(
  tx: Db,
  deps: SettleDeps,
  row: DonationRow,
  providerPaymentId: string | null,
  now: Date,
): Promise<void> {
  if (row.status === 'REFUNDED') return;
  if (row.status !== 'SUCCEEDED')
    row = await settleDonation(tx, deps, row, { providerPaymentId, card: null }, now, false);
  await markDonationRefunded(tx, row.id, now);
}

import type { Db } from '../../platform/db/db';

// Gap-free numbers (docs/product/billing.md "Invoices"): invoices `2026-000123`, credit notes
// `CN-2026-000004`, donation receipts `D-2026-000042`, each series counting from 1 every calendar year
// (UTC). The number is taken in the transaction that pays (or refunds): the counter's row stays locked until
// it commits, so parallel payments queue for it, and a rolled-back payment gives its number back.

export type NumberSeries = 'INVOICE' | 'CREDIT_NOTE' | 'DONATION';
const PREFIX: Record<NumberSeries, string> = { INVOICE: '', CREDIT_NOTE: 'CN-', DONATION: 'D-' };

/** The series' next number for `at`'s year, in the caller's transaction. */
export async function nextNumber(
  tx: Db,
  series: NumberSeries,
  at: Date,
): Promise<{ year: number; seq: number; number: string }> {
  const year = at.getUTCFullYear();
  const { rows } = await tx.query<{ last: number }>(
    `INSERT INTO billing_number_counters (series, year, last) VALUES ($1, $2, 1)
     ON CONFLICT (series, year) DO UPDATE SET last = billing_number_counters.last + 1 RETURNING last`,
    [series, year],
  );
  const seq = rows[0]!.last;
  return { year, seq, number: `${PREFIX[series]}${year}-${String(seq).padStart(6, '0')}` };
}

import type { Db } from '../../platform/db/db';
import { moduleLogger } from '../../platform/log';
import { markListingsPaid } from '../listings';
import { grantCredits, refundGrantsOf } from './ledger';
import { linesOf } from './invoiceRepository';
import { nextNumber } from './numbering';

// Settlement (docs/product/billing.md "Payments"), in one place: what a succeeded payment does, in one
// transaction — each of its invoices gets its number (gap-free per year), a copy of its billing address and
// PAID; its listings go live (the listings module's `paid`), its packs' credits are granted. The
// synchronous answer, the 3-D Secure confirmation and the provider's webhook may each settle the same
// payment, in any order: the payment's row is locked and settling a settled payment changes nothing.

const log = moduleLogger('billing');

export interface Settled {
  /** False when the payment was settled already (nothing changed). */
  changed: boolean;
  publishedListingIds: number[];
}

/** Settles a payment the provider says succeeded, in the caller's transaction. */
export async function settlePayment(tx: Db, paymentId: number, now: Date): Promise<Settled> {
  const { rows } = await tx.query<{ org_id: number; status: string }>(
    'SELECT org_id, status FROM payments WHERE id = $1 FOR UPDATE',
    [paymentId],
  );
  const payment = rows[0];
  if (!payment || payment.status === 'SUCCEEDED' || payment.status === 'REFUNDED')
    return { changed: false, publishedListingIds: [] };
  const orgId = payment.org_id;
  // Its invoices, in id order (so parallel payments take numbers in a stable order). A VOID one is settled
  // too: the cart changed while the bank's challenge was open, but the money was taken for it.
  const { rows: invoices } = await tx.query<{ id: number; billing_address_id: number | null }>(
    `SELECT i.id, i.billing_address_id FROM invoices i JOIN payment_invoices pi ON pi.invoice_id = i.id
      WHERE pi.payment_id = $1 AND i.status IN ('OPEN', 'VOID') ORDER BY i.id FOR UPDATE OF i`,
    [paymentId],
  );
  const lines = await linesOf(
    tx,
    invoices.map((i) => i.id),
  );
  const listingIds: number[] = [];
  for (const invoice of invoices) {
    const { year, seq, number } = await nextNumber(tx, 'INVOICE', now);
    await tx.query(
      `UPDATE invoices SET status = 'PAID', number = $2, number_year = $3, number_seq = $4, paid_at = $5,
              payment_id = $6, voided_at = NULL,
              billing_address = (SELECT jsonb_build_object('id', a.id, 'name', a.name, 'line1', a.line1,
                 'line2', a.line2, 'city', a.city, 'region', a.region, 'postalCode', a.postal_code,
                 'country', a.country, 'taxId', a.tax_id, 'email', a.email)
                 FROM billing_addresses a WHERE a.id = invoices.billing_address_id)
        WHERE id = $1`,
      [invoice.id, number, year, seq, now, paymentId],
    );
    for (const line of lines.get(invoice.id) ?? []) {
      if (line.kind === 'LISTING') listingIds.push(line.listingId);
      else await grantCredits(tx, orgId, line.packId, line.credits, invoice.id, now);
    }
  }
  const published = await markListingsPaid(tx, orgId, listingIds, now);
  await tx.query(
    `UPDATE payments SET status = 'SUCCEEDED', succeeded_at = $2, client_secret = NULL, failure_code = NULL
      WHERE id = $1`,
    [paymentId, now],
  );
  log.info({ paymentId, orgId, invoices: invoices.map((i) => i.id), published }, 'payment settled');
  return { changed: true, publishedListingIds: published };
}

/**
 * A refund the provider made (by staff, or told by its webhook), in the caller's transaction: the payment
 * REFUNDED, each of its invoices REFUNDED with a credit note numbered in the CREDIT_NOTE series, and the
 * unspent credits of a refunded pack taken back. Listings already published stay published: the refund
 * returns the money, it does not take down a job applicants may have applied to (docs/product/billing.md
 * "Refunds"). Refunding a refunded payment changes nothing.
 */
export async function recordRefund(
  tx: Db,
  paymentId: number,
  providerRefundId: string | null,
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.query<{ status: string }>(
    'SELECT status FROM payments WHERE id = $1 FOR UPDATE',
    [paymentId],
  );
  if (rows[0]?.status !== 'SUCCEEDED') return false;
  const { rows: invoices } = await tx.query<{ id: number }>(
    `SELECT i.id FROM invoices i WHERE i.payment_id = $1 AND i.status = 'PAID' ORDER BY i.id FOR UPDATE`,
    [paymentId],
  );
  for (const invoice of invoices) {
    const { number } = await nextNumber(tx, 'CREDIT_NOTE', now);
    await tx.query(
      `UPDATE invoices SET status = 'REFUNDED', credit_note_number = $2, refunded_at = $3 WHERE id = $1`,
      [invoice.id, number, now],
    );
  }
  await refundGrantsOf(
    tx,
    invoices.map((i) => i.id),
    now,
  );
  await tx.query(
    `UPDATE payments SET status = 'REFUNDED', refunded_at = $2, provider_refund_id = coalesce($3, provider_refund_id)
      WHERE id = $1`,
    [paymentId, now, providerRefundId],
  );
  log.info({ paymentId, invoices: invoices.map((i) => i.id) }, 'payment refunded');
  return true;
}

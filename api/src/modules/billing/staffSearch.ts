import { STAFF_PAGE_SIZE } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { presentInvoices, type InvoiceRow } from './invoiceRepository';
import { presentPayments, type PaymentRow } from './paymentRepository';

// The staff search tabs Invoices and Payments (spec §2 result tabs): `q` matches the organisation's name,
// the invoice's number or credit note, the payer's name or email, or an id; 20 a page, newest first.


const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function staffInvoices(db: Db, q: string, page: number) {
  const params = [q === '' ? null : like(q), q, STAFF_PAGE_SIZE, (page - 1) * STAFF_PAGE_SIZE];
  const where = `($1::text IS NULL OR o.name ILIKE $1 OR i.number ILIKE $1 OR i.credit_note_number ILIKE $1
      OR i.id::text = $2) AND i.status <> 'VOID'`;
  const { rows } = await db.query<InvoiceRow & { org_name: string; total_count: number }>(
    `SELECT i.id, i.org_id, i.status, i.currency, i.total, i.billing_address_id, i.billing_address, i.number,
            i.credit_note_number, i.payment_id, i.created_at, i.paid_at, o.name AS org_name,
            (count(*) OVER ())::int AS total_count
       FROM invoices i JOIN organizations o ON o.id = i.org_id WHERE ${where}
      ORDER BY i.created_at DESC, i.id DESC LIMIT $3 OFFSET $4`,
    params,
  );
  const invoices = await presentInvoices(db, rows);
  return {
    results: invoices.map((inv, n) => ({ ...inv, orgName: rows[n]!.org_name })),
    total:
      rows[0]?.total_count ??
      (await countOf(db, `invoices i JOIN organizations o ON o.id = i.org_id`, where, params)),
    page,
  };
}

export async function staffPayments(db: Db, q: string, page: number) {
  const params = [q === '' ? null : like(q), q, STAFF_PAGE_SIZE, (page - 1) * STAFF_PAGE_SIZE];
  const from = 'payments p JOIN organizations o ON o.id = p.org_id LEFT JOIN users u ON u.id = p.paid_by';
  const where = `($1::text IS NULL OR o.name ILIKE $1 OR u.email ILIKE $1 OR u.name ILIKE $1
      OR p.provider_payment_id = $2 OR p.id::text = $2)`;
  const { rows } = await db.query<PaymentRow & { org_name: string; total_count: number }>(
    `SELECT p.id, p.org_id, p.status, p.currency, p.amount, p.provider, p.provider_payment_id, p.idempotency_key,
            p.paid_by, u.name AS paid_by_name, p.card_brand, p.card_last4, p.client_secret, p.failure_code,
            p.created_at, p.refunded_at, o.name AS org_name, (count(*) OVER ())::int AS total_count
       FROM ${from} WHERE ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT $3 OFFSET $4`,
    params,
  );
  const payments = await presentPayments(db, rows);
  return {
    results: payments.map((p, n) => ({ ...p, orgName: rows[n]!.org_name })),
    total: rows[0]?.total_count ?? (await countOf(db, from, where, params)),
    page,
  };
}

/** The count when the page asked for is past the last (no row carries it). */
async function countOf(db: Db, from: string, where: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, [
    params[0],
    params[1],
  ]);
  return rows[0]?.n ?? 0;
}

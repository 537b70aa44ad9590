import type { BillingCurrency, CardBrand, Payment, PaymentStatus } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { MAX_ID } from '../../platform/db/sql';

// Payments (docs/product/billing.md "Payments"): one row per (organisation, idempotency key), so a doubled
// or retried request finds the row the first one made; the provider's PaymentIntent id is unique, so an
// event and the synchronous answer find the same row.

export interface PaymentRow {
  id: number;
  org_id: number;
  status: PaymentStatus;
  currency: BillingCurrency;
  amount: number;
  provider: string;
  provider_payment_id: string | null;
  idempotency_key: string;
  paid_by: number | null;
  paid_by_name: string | null;
  card_brand: CardBrand | null;
  card_last4: string | null;
  client_secret: string | null;
  failure_code: string | null;
  created_at: Date | string;
  refunded_at: Date | string | null;
}

const COLUMNS = `p.id, p.org_id, p.status, p.currency, p.amount, p.provider, p.provider_payment_id, p.idempotency_key,
  p.paid_by, (SELECT u.name FROM users u WHERE u.id = p.paid_by) AS paid_by_name, p.card_brand, p.card_last4,
  p.client_secret, p.failure_code, p.created_at, p.refunded_at`;

export async function findPayment(
  db: Db,
  id: number,
  orgId: number | null,
  lock = false,
): Promise<PaymentRow | null> {
  if (id > MAX_ID) return null;
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM payments p WHERE p.id = $1 AND ($2::int IS NULL OR p.org_id = $2)
     ${lock ? 'FOR UPDATE OF p' : ''}`,
    [id, orgId],
  );
  return rows[0] ?? null;
}

export async function findPaymentByKey(db: Db, orgId: number, key: string): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM payments p WHERE p.org_id = $1 AND p.idempotency_key = $2`,
    [orgId, key],
  );
  return rows[0] ?? null;
}

export async function findPaymentsOfOrg(db: Db, orgId: number): Promise<PaymentRow[]> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM payments p WHERE p.org_id = $1 ORDER BY p.created_at DESC, p.id DESC`,
    [orgId],
  );
  return rows;
}

/**
 * The payment of `invoiceIds` before it is charged (REQUIRES_ACTION until the provider answers); null when
 * a payment with this key exists already (a doubled request: the caller reads that one).
 */
export async function insertPayment(
  tx: Db,
  p: {
    orgId: number;
    currency: BillingCurrency;
    amount: number;
    provider: string;
    idempotencyKey: string;
    paidBy: number;
    invoiceIds: readonly number[];
  },
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO payments (org_id, status, currency, amount, provider, idempotency_key, paid_by)
     VALUES ($1, 'REQUIRES_ACTION', $2, $3, $4, $5, $6)
     ON CONFLICT (org_id, idempotency_key) DO NOTHING RETURNING id`,
    [p.orgId, p.currency, p.amount, p.provider, p.idempotencyKey, p.paidBy],
  );
  const id = rows[0]?.id ?? null;
  if (id !== null)
    await tx.query('INSERT INTO payment_invoices (payment_id, invoice_id) SELECT $1, unnest($2::int[])', [
      id,
      p.invoiceIds,
    ]);
  return id;
}

/** What the provider answered: its payment id, the card, and where the payment stands. */
export async function storeOutcome(
  tx: Db,
  id: number,
  o: {
    status: PaymentStatus;
    providerPaymentId: string | null;
    card: { brand: CardBrand; last4: string } | null;
    clientSecret: string | null;
    failureCode: string | null;
  },
): Promise<void> {
  await tx.query(
    `UPDATE payments SET status = $2, provider_payment_id = coalesce($3, provider_payment_id),
            card_brand = coalesce($4, card_brand), card_last4 = coalesce($5, card_last4), client_secret = $6,
            failure_code = $7
      WHERE id = $1`,
    [
      id,
      o.status,
      o.providerPaymentId,
      o.card?.brand ?? null,
      o.card?.last4 ?? null,
      o.clientSecret,
      o.failureCode,
    ],
  );
}

export async function invoiceIdsOf(db: Db, paymentIds: readonly number[]): Promise<Map<number, number[]>> {
  const { rows } = await db.query<{ payment_id: number; invoice_id: number }>(
    `SELECT payment_id, invoice_id FROM payment_invoices WHERE payment_id = ANY($1::int[])
      ORDER BY payment_id, invoice_id`,
    [paymentIds],
  );
  const byPayment = new Map<number, number[]>();
  for (const r of rows) byPayment.set(r.payment_id, [...(byPayment.get(r.payment_id) ?? []), r.invoice_id]);
  return byPayment;
}

const iso = (v: Date | string) => new Date(v).toISOString();

export async function presentPayments(db: Db, rows: readonly PaymentRow[]): Promise<Payment[]> {
  const invoices = await invoiceIdsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    orgId: r.org_id,
    status: r.status,
    amount: { amount: r.amount, currency: r.currency },
    invoiceIds: invoices.get(r.id) ?? [],
    card: r.card_brand && r.card_last4 ? { brand: r.card_brand, last4: r.card_last4 } : null,
    clientSecret: r.status === 'REQUIRES_ACTION' ? r.client_secret : null,
    created: iso(r.created_at),
    refunded: r.refunded_at === null ? null : iso(r.refunded_at),
    paidBy: r.paid_by === null ? null : { id: r.paid_by, name: r.paid_by_name ?? '' },
  }));
}

export async function presentPayment(db: Db, row: PaymentRow): Promise<Payment> {
  return (await presentPayments(db, [row]))[0]!;
}

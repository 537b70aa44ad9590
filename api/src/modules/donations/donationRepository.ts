import type { CardBrand, Donation, Lang } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';

// The donations table (migration billing, + failure_code): one row per gift, made before the card is
// charged and keyed by the request's idempotency key, so a doubled or retried request finds it.

export interface DonationRow {
  id: string;
  status: Donation['status'];
  currency: Donation['amount']['currency'];
  amount: number;
  name: string;
  email: string;
  anonymous: boolean;
  user_id: number | null;
  lang: Lang;
  provider: string;
  provider_payment_id: string | null;
  idempotency_key: string;
  client_secret: string | null;
  card_brand: CardBrand | null;
  card_last4: string | null;
  receipt_number: string | null;
  failure_code: string | null;
  created_at: Date;
  succeeded_at: Date | null;
  refunded_at: Date | null;
}

const COLUMNS = `id, status, currency, amount, name, email, anonymous, user_id, lang, provider, provider_payment_id,
  idempotency_key, client_secret, card_brand, card_last4, receipt_number, failure_code, created_at,
  succeeded_at, refunded_at`;

/** The donation `id`; `lock`: held FOR UPDATE until the caller's transaction ends. */
export async function findDonation(db: Db, id: string, lock = false): Promise<DonationRow | null> {
  const { rows } = await db.query<DonationRow>(
    `SELECT ${COLUMNS} FROM donations WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findDonationByKey(db: Db, idempotencyKey: string): Promise<DonationRow | null> {
  const { rows } = await db.query<DonationRow>(
    `SELECT ${COLUMNS} FROM donations WHERE idempotency_key = $1`,
    [idempotencyKey],
  );
  return rows[0] ?? null;
}

export async function findDonationByProviderPayment(
  db: Db,
  providerPaymentId: string,
): Promise<DonationRow | null> {
  const { rows } = await db.query<DonationRow>(
    `SELECT ${COLUMNS} FROM donations WHERE provider_payment_id = $1 FOR UPDATE`,
    [providerPaymentId],
  );
  return rows[0] ?? null;
}

export interface NewDonation {
  id: string;
  currency: string;
  amount: number;
  name: string;
  email: string;
  anonymous: boolean;
  userId: number | null;
  lang: Lang;
  provider: string;
  idempotencyKey: string;
}

/** Makes the row (REQUIRES_ACTION: nothing charged yet); false when another request has this key. */
export async function insertDonation(db: Db, d: NewDonation): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO donations (id, status, currency, amount, name, email, anonymous, user_id, lang, provider, idempotency_key)
     VALUES ($1, 'REQUIRES_ACTION', $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [
      d.id,
      d.currency,
      d.amount,
      d.name,
      d.email,
      d.anonymous,
      d.userId,
      d.lang,
      d.provider,
      d.idempotencyKey,
    ],
  );
  return rows.length === 1;
}

/** What the provider said of an unsettled donation: waiting for the bank's challenge, or failed. */
export async function storeDonationOutcome(
  db: Db,
  id: string,
  o: {
    status: 'REQUIRES_ACTION' | 'FAILED';
    providerPaymentId: string | null;
    clientSecret: string | null;
    card: { brand: CardBrand; last4: string } | null;
    failureCode: string | null;
  },
): Promise<void> {
  await db.query(
    `UPDATE donations SET status = $2, provider_payment_id = COALESCE($3, provider_payment_id), client_secret = $4,
            card_brand = COALESCE($5, card_brand), card_last4 = COALESCE($6, card_last4), failure_code = $7
      WHERE id = $1`,
    [
      id,
      o.status,
      o.providerPaymentId,
      o.clientSecret,
      o.card?.brand ?? null,
      o.card?.last4 ?? null,
      o.failureCode,
    ],
  );
}

/** The gift succeeded: its receipt number, the card, no client secret any more. */
export async function markDonationSucceeded(
  db: Db,
  id: string,
  s: {
    receiptNumber: string;
    providerPaymentId: string | null;
    card: { brand: CardBrand; last4: string } | null;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `UPDATE donations SET status = 'SUCCEEDED', receipt_number = $2, provider_payment_id = COALESCE($3, provider_payment_id),
            card_brand = COALESCE($4, card_brand), card_last4 = COALESCE($5, card_last4), client_secret = NULL,
            failure_code = NULL, succeeded_at = $6
      WHERE id = $1`,
    [id, s.receiptNumber, s.providerPaymentId, s.card?.brand ?? null, s.card?.last4 ?? null, s.at],
  );
}

export async function markDonationRefunded(db: Db, id: string, at: Date): Promise<void> {
  await db.query(`UPDATE donations SET status = 'REFUNDED', refunded_at = $2 WHERE id = $1`, [id, at]);
}

/** The answer's donation. The client secret only while the bank's challenge is pending. */
export function presentDonation(row: DonationRow): Donation {
  return {
    id: row.id,
    status: row.status,
    amount: { amount: row.amount, currency: row.currency },
    name: row.name,
    email: row.email,
    anonymous: row.anonymous,
    receiptNumber: row.receipt_number,
    clientSecret: row.status === 'REQUIRES_ACTION' ? row.client_secret : null,
    created: row.created_at.toISOString(),
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
  };
}

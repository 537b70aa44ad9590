import type { CardBrand, PaymentMethodStatus } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { MAX_ID } from '../../platform/db/sql';

export interface PaymentMethodRow {
  id: number;
  /** The provider's reusable id of the card (`card_…`), never the number. */
  token: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  status: PaymentMethodStatus;
  setup_intent_id: string | null;
  setup_client_secret: string | null;
  created_at: Date | string;
}

const COLUMNS =
  'id, token, brand, last4, exp_month, exp_year, status, setup_intent_id, setup_client_secret, created_at';

export async function findPaymentMethodsOfUser(db: Db, userId: number): Promise<PaymentMethodRow[]> {
  const { rows } = await db.query<PaymentMethodRow>(
    `SELECT ${COLUMNS} FROM payment_methods WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows;
}

/** The user's card with this id; another user's is not found. */
export async function findPaymentMethodOfUser(
  db: Db,
  userId: number,
  id: number,
): Promise<PaymentMethodRow | null> {
  if (id > MAX_ID) return null;
  const { rows } = await db.query<PaymentMethodRow>(
    `SELECT ${COLUMNS} FROM payment_methods WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  return rows[0] ?? null;
}

/**
 * Stores a card once: a retried request for the same provider card (the same token replayed by the
 * provider's idempotency) answers the row the first one stored.
 */
export async function insertPaymentMethod(
  db: Db,
  userId: number,
  card: Omit<PaymentMethodRow, 'id' | 'created_at'> & { provider: string },
): Promise<PaymentMethodRow> {
  const { rows } = await db.query<PaymentMethodRow>(
    `INSERT INTO payment_methods
       (user_id, provider, token, brand, last4, exp_month, exp_year, status, setup_intent_id, setup_client_secret)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (token) DO NOTHING RETURNING ${COLUMNS}`,
    [
      userId,
      card.provider,
      card.token,
      card.brand,
      card.last4,
      card.exp_month,
      card.exp_year,
      card.status,
      card.setup_intent_id,
      card.setup_client_secret,
    ],
  );
  if (rows[0]) return rows[0];
  const existing = await db.query<PaymentMethodRow>(
    `SELECT ${COLUMNS} FROM payment_methods WHERE token = $1 AND user_id = $2`,
    [card.token, userId],
  );
  return existing.rows[0]!;
}

export async function activatePaymentMethod(db: Db, id: number): Promise<PaymentMethodRow> {
  const { rows } = await db.query<PaymentMethodRow>(
    `UPDATE payment_methods SET status = 'ACTIVE', setup_intent_id = NULL, setup_client_secret = NULL
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id],
  );
  return rows[0]!;
}

export async function deletePaymentMethod(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM payment_methods WHERE id = $1', [id]);
}

/** The user's customer at the provider, if one was created. */
export async function findPaymentCustomer(db: Db, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ customer_id: string }>(
    'SELECT customer_id FROM payment_customers WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.customer_id ?? null;
}

/** Keeps the first customer stored for the user (two racing requests got the same one by idempotency). */
export async function storePaymentCustomer(
  db: Db,
  userId: number,
  provider: string,
  customerId: string,
): Promise<string> {
  await db.query(
    `INSERT INTO payment_customers (user_id, provider, customer_id) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, provider, customerId],
  );
  return (await findPaymentCustomer(db, userId))!;
}

import type { CardBrand, PaymentMethodStatus } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { MAX_ID } from '../../platform/db/sql';

export interface PaymentMethodRow {
  id: number;
  token: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  status: PaymentMethodStatus;
  created_at: Date | string;
}

const COLUMNS = 'id, token, brand, last4, exp_month, exp_year, status, created_at';

export async function findPaymentMethodsOfUser(db: Db, userId: number): Promise<PaymentMethodRow[]> {
  const { rows } = await db.query<PaymentMethodRow>(
    `SELECT ${COLUMNS} FROM payment_methods WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows;
}

/** The user's card with this id; another user's is not found. */
export async function findPaymentMethodOfUser(db: Db, userId: number, id: number): Promise<PaymentMethodRow | null> {
  if (id > MAX_ID) return null;
  const { rows } = await db.query<PaymentMethodRow>(
    `SELECT ${COLUMNS} FROM payment_methods WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  return rows[0] ?? null;
}

export async function insertPaymentMethod(
  db: Db,
  userId: number,
  card: Omit<PaymentMethodRow, 'id' | 'created_at'> & { provider: string },
): Promise<PaymentMethodRow> {
  const { rows } = await db.query<PaymentMethodRow>(
    `INSERT INTO payment_methods (user_id, provider, token, brand, last4, exp_month, exp_year, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [userId, card.provider, card.token, card.brand, card.last4, card.exp_month, card.exp_year, card.status],
  );
  return rows[0]!;
}

export async function activatePaymentMethod(db: Db, id: number): Promise<PaymentMethodRow> {
  const { rows } = await db.query<PaymentMethodRow>(
    `UPDATE payment_methods SET status = 'ACTIVE' WHERE id = $1 RETURNING ${COLUMNS}`,
    [id],
  );
  return rows[0]!;
}

export async function deletePaymentMethod(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM payment_methods WHERE id = $1', [id]);
}

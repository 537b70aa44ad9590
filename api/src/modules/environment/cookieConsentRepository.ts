import type { Db } from '../../platform/db/db';

export async function hasAcceptedCookies(db: Db, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM cookie_consents WHERE user_id = $1', [userId]);
  return rows.length > 0;
}

/** The first acceptance is the one kept. */
export async function recordCookieConsent(db: Db, userId: number): Promise<void> {
  await db.query('INSERT INTO cookie_consents (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [
    userId,
  ]);
}

import type { IntakeIntent } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';

export interface IntakeIntentsRow {
  intents: IntakeIntent[];
  set_at: Date | string;
}

/** Replaces the user's answer, stamping when it was given. */
export async function upsertIntakeIntents(
  db: Db,
  userId: number,
  intents: readonly IntakeIntent[],
): Promise<IntakeIntentsRow> {
  const { rows } = await db.query<IntakeIntentsRow>(
    `INSERT INTO user_intake_intents (user_id, intents, set_at) VALUES ($1, $2::text[], now())
     ON CONFLICT (user_id) DO UPDATE SET intents = excluded.intents, set_at = excluded.set_at
     RETURNING intents, set_at`,
    [userId, intents],
  );
  return rows[0]!;
}

/** What the user answered, or null: the User's `intakeIntentsDatetimeSet` is `set_at` (docs/product/accounts.md#the-user). */
export async function findIntakeIntents(db: Db, userId: number): Promise<IntakeIntentsRow | null> {
  const { rows } = await db.query<IntakeIntentsRow>(
    'SELECT intents, set_at FROM user_intake_intents WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

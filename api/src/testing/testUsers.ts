import type { Db } from '../platform/db/db';

/** The address of test user `id` (what a module test's session resolver calls them too). */
export const testUserEmail = (id: number) => `user${id}@example.org`;

/**
 * Real users rows with these ids, for module tests that sign in by id without the accounts module: every
 * user_id column references users, so a row stored for a user nobody created is refused. Moves the id
 * sequence past them, as the seed does, so a later sign-up in the same database gets a fresh id.
 */
export async function insertTestUsers(db: Db, ids: readonly number[]): Promise<void> {
  await db.query(
    `INSERT INTO users (id, name, email)
     SELECT id, 'Test User ' || id, email FROM unnest($1::int[], $2::text[]) AS u(id, email)`,
    [ids, ids.map(testUserEmail)],
  );
  await db.query(
    `SELECT setval(pg_get_serial_sequence('users', 'id'), GREATEST((SELECT max(id) FROM users), 1))`,
  );
}

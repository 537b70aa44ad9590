import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../platform/db/db';
import { migrate } from '../platform/db/migrate';
import { openPglite } from '../platform/db/pgliteDb';
import { openPgPool } from '../platform/db/pgPoolDb';

/**
 * A throwaway, migrated database for one test file: in-memory PGlite by default, or a fresh
 * database on the DATABASE_URL server (dropped on close) so parallel test files never collide.
 */
export async function openTestDatabase(): Promise<Db> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openPglite();
    await migrate(db);
    return db;
  }
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPgPool(url.toString());
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin(url: string, fn: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

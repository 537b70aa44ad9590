import type { Express } from 'express';
import type { Db } from '../platform/db/db';
import { createApp } from '../platform/app';
import { seed } from '../seed/seed';
import { openTestDatabase } from './testDatabase';

/** Small enough to seed in well under a second, big enough for paging and every listing type. */
export const TEST_SEED = { orgs: 40, listings: 400 };

export async function openSeededApp(): Promise<{ db: Db; app: Express }> {
  const db = await openTestDatabase();
  await seed(db, TEST_SEED);
  return { db, app: createApp({ db }) };
}

/** The `id` of the first row a test query returns; a query that finds none is a broken test. */
export async function firstId(db: Db, sql: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(sql);
  if (!rows[0]) throw new Error(`no row for: ${sql}`);
  return rows[0].id;
}

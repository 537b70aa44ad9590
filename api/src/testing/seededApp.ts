import type { Express } from 'express';
import type { Db } from '../db/db';
import { createApp } from '../http/app';
import { seed } from '../seed/seed';
import { openTestDatabase } from './testDatabase';

/** Small enough to seed in well under a second, big enough for paging and every listing type. */
export const TEST_SEED = { orgs: 40, listings: 400 };

export async function openSeededApp(): Promise<{ db: Db; app: Express }> {
  const db = await openTestDatabase();
  await seed(db, TEST_SEED);
  return { db, app: createApp({ db }) };
}

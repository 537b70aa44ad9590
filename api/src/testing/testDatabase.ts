import type { Db } from '../platform/db/db';
import { fromTemplate, withAdmin, type TemplateKind } from './templates';

/**
 * A throwaway database for one test file: in-memory PGlite by default, or a fresh database on the
 * DATABASE_URL server (dropped on close) so parallel test files never collide. It starts as a copy of
 * the run's template (testing/templates.ts), so it costs a load, not a migration and a seed.
 */
async function open(kind: TemplateKind): Promise<Db> {
  const { db, serverDatabase } = await fromTemplate(kind);
  if (!serverDatabase) return db;
  const { serverUrl, name } = serverDatabase;
  return {
    ...db,
    async close() {
      await db.close();
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Migrated, empty. */
export const openTestDatabase = (): Promise<Db> => open('migrated');

/** Migrated and seeded with TEST_SEED (organisations, listings, users). */
export const openSeededDatabase = (): Promise<Db> => open('seeded');

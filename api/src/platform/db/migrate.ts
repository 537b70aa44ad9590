import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', '..', 'migrations');

// Serialises concurrent starts (several api instances, parallel test files) on one server.
const MIGRATION_LOCK = 740_315_001;

/** Applies the numbered .sql files not yet in schema_migrations, in order, in one transaction so a failure leaves nothing half-applied. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const done = new Set(rows.map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(await readFile(path.join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

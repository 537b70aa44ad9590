import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db';
import { LEGACY_MIGRATION_NAMES } from './legacyMigrationNames';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', '..', 'migrations');

// Serialises concurrent starts (several api instances, parallel test files) on one server.
const MIGRATION_LOCK = 740_315_001;

/**
 * A migration's file name: the UTC time it was written (YYYYMMDDHHMMSS, so two developers do not pick the
 * same name, as they did with numbers), then what it does. `npm run migration -w @opengood/api -- <name>`
 * makes one.
 */
export const MIGRATION_NAME = /^(\d{14})_[a-z0-9]+(?:_[a-z0-9]+)*\.sql$/;

export class MigrationOrderError extends Error {}

/** What is wrong with a folder's names: anything not named like a migration, two with one timestamp. */
export function migrationNameProblems(names: readonly string[]): string[] {
  const problems: string[] = [];
  const byStamp = new Map<string, string>();
  for (const name of names) {
    if (!name.endsWith('.sql')) continue;
    const stamp = MIGRATION_NAME.exec(name)?.[1];
    if (!stamp) {
      problems.push(`${name}: not named YYYYMMDDHHMMSS_what_it_does.sql`);
      continue;
    }
    const other = byStamp.get(stamp);
    if (other) problems.push(`${name}: the same time as ${other}; give one of them a later one`);
    byStamp.set(stamp, name);
  }
  return problems;
}

/**
 * Applies the migration files not yet in schema_migrations, in name (time) order, in one transaction so a
 * failure leaves nothing half-applied. A file that sorts before one already applied is refused rather than
 * applied out of order (it was written against an older schema than the database has): rename it with a
 * current time.
 */
export async function migrate(
  db: Db,
  dir = MIGRATIONS_DIR,
  /** Tests that replay one migration on a database rolled back by hand apply it out of order on purpose. */
  { outOfOrder = false }: { outOfOrder?: boolean } = {},
): Promise<string[]> {
  const all = (await readdir(dir)).filter((f) => f.endsWith('.sql'));
  const problems = migrationNameProblems(all);
  if (problems.length > 0) throw new MigrationOrderError(`Bad migration names:\n${problems.join('\n')}`);
  const files = all.sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    for (const [old, current] of LEGACY_MIGRATION_NAMES)
      await tx.query('UPDATE schema_migrations SET name = $2 WHERE name = $1', [old, current]);
    const { rows } = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const done = new Set(rows.map((r) => r.name));
    const latest = [...done].filter((name) => MIGRATION_NAME.test(name)).sort().at(-1);
    const late = files.filter((file) => !done.has(file) && latest !== undefined && file < latest);
    if (late.length > 0 && !outOfOrder)
      throw new MigrationOrderError(
        `${late.join(', ')} sort${late.length === 1 ? 's' : ''} before ${latest}, which this database already has: ` +
          'rename it with a current time (npm run migration) so it applies after it',
      );
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(await readFile(path.join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import type { Db } from '../platform/db/db';
import { migrate } from '../platform/db/migrate';
import { openPglite, wrapPglite } from '../platform/db/pgliteDb';
import { openPgPool } from '../platform/db/pgPoolDb';
import { seed } from '../seed/seed';
import { TEST_SEED } from './testSeed';

// Each api test file has a database of its own. Migrating and seeding one costs ~20 s of CPU on PGlite
// (a minute on a loaded 2-core machine), so the suite does it twice, once per run (jest globalSetup):
// a migrated template and a migrated + seeded one. A test file then starts from a copy: PostgreSQL's
// `CREATE DATABASE … TEMPLATE`, or a PGlite loaded from a dump of the template's data directory.
// Without the templates (a test file run outside the suite's setup) a database is migrated and seeded
// as before, so `npx jest path/to/file` still works.

export type TemplateKind = 'migrated' | 'seeded';

const ENV = {
  pglite: { migrated: 'OG_TEST_PGLITE_MIGRATED', seeded: 'OG_TEST_PGLITE_SEEDED' },
  postgres: { migrated: 'OG_TEST_PG_MIGRATED', seeded: 'OG_TEST_PG_SEEDED' },
} as const;

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function fill(db: Db, kind: TemplateKind): Promise<void> {
  await migrate(db);
  if (kind === 'seeded') await seed(db, TEST_SEED);
}

/** globalSetup: builds both templates for this run and names them in the environment the workers inherit. */
export async function buildTemplates(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const run = `${process.pid}_${randomBytes(3).toString('hex')}`;
  if (serverUrl) {
    const names = { migrated: `og_tpl_migrated_${run}`, seeded: `og_tpl_seeded_${run}` };
    await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${names.migrated}`));
    const migrated = await openPgPool(databaseUrl(serverUrl, names.migrated));
    await fill(migrated, 'migrated');
    await migrated.close();
    await withAdmin(serverUrl, (admin) =>
      admin.query(`CREATE DATABASE ${names.seeded} TEMPLATE ${names.migrated}`),
    );
    const seeded = await openPgPool(databaseUrl(serverUrl, names.seeded));
    await fill(seeded, 'seeded');
    await seeded.close();
    process.env[ENV.postgres.migrated] = names.migrated;
    process.env[ENV.postgres.seeded] = names.seeded;
    return async () => {
      await withAdmin(serverUrl, async (admin) => {
        for (const name of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    };
  }
  const pglite = await PGlite.create({ extensions: { cube, earthdistance } });
  const db = wrapPglite(pglite);
  const files: string[] = [];
  for (const kind of ['migrated', 'seeded'] as const) {
    await fill(db, kind);
    const dump = await pglite.dumpDataDir('none');
    const file = path.join(os.tmpdir(), `og-tpl-${kind}-${run}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[ENV.pglite[kind]] = file;
    files.push(file);
  }
  await pglite.close();
  return async () => {
    const { rmSync } = await import('node:fs');
    for (const file of files) rmSync(file, { force: true });
  };
}

/**
 * A database of the template's kind for one test file: a copy of the run's template when the suite's
 * setup made one, else migrated (and seeded) here. `serverDatabase` names the throwaway database on a
 * PostgreSQL server, which the caller drops.
 */
export async function fromTemplate(
  kind: TemplateKind,
): Promise<{ db: Db; serverDatabase?: { serverUrl: string; name: string } }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const template = process.env[ENV.postgres[kind]];
    await withAdmin(serverUrl, (admin) =>
      admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
    );
    const db = await openPgPool(databaseUrl(serverUrl, name));
    if (!template) await fill(db, kind);
    return { db, serverDatabase: { serverUrl, name } };
  }
  const dump = process.env[ENV.pglite[kind]];
  if (dump) {
    const pglite = await PGlite.create({
      extensions: { cube, earthdistance },
      loadDataDir: new Blob([readFileSync(dump)]),
    });
    return { db: wrapPglite(pglite) };
  }
  const db = await openPglite();
  await fill(db, kind);
  return { db };
}

export { withAdmin };

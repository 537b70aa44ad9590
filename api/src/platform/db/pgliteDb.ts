import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { runHooks, type Db, type Hooks } from './db';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

function wrap(target: Queryable, root: PGlite, hooks?: Hooks): Db {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
    // PGlite has a single connection, so a nested transaction just reuses the outer one.
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (target !== root) return fn(wrap(target, root, hooks));
      const committed: Hooks = [];
      const result = await root.transaction((tx) => fn(wrap(tx, root, committed)));
      await runHooks(committed);
      return result;
    },
    async afterCommit(fn: () => Promise<void>) {
      if (hooks) hooks.push(fn);
      else await runHooks([fn]);
    },
    close: () => root.close(),
  };
}

/** The Db port over an open PGlite (tests load one from a template's dump: testing/templates.ts). */
export const wrapPglite = (pg: PGlite): Db => wrap(pg, pg);

/** dataDir undefined means in-memory (tests); otherwise files persist between starts. */
export async function openPglite(dataDir?: string): Promise<Db> {
  // PGlite creates only the last folder; on a fresh clone the parent (.data/) does not exist yet.
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const pg = await PGlite.create(dataDir, { extensions: { cube, earthdistance } });
  return wrap(pg, pg);
}

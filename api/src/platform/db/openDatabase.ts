import type { Db } from './db';
import { openPglite } from './pgliteDb';
import { openPgPool } from './pgPoolDb';

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; omit for an in-memory database. */
  pgliteDir?: string;
}

export function openDatabase(options: DatabaseOptions = {}): Promise<Db> {
  return options.databaseUrl ? openPgPool(options.databaseUrl) : openPglite(options.pgliteDir);
}

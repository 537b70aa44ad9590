import type PgBoss from 'pg-boss';
import type { Db } from '../db/db';

/**
 * pg-boss's database seam over the Db port. pg-boss sends some commands as several statements in one
 * text without parameters (its schema, its locked maintenance plans); a pg Pool runs those as a simple
 * query, PGlite only through exec, so a text PGlite refuses as a prepared statement is run that way.
 */
export function bossDb(db: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if ((values && values.length > 0) || db.kind === 'postgres') return db.query(text, values ?? []);
      try {
        return await db.query(text);
      } catch (error) {
        if (!/multiple commands/.test(String((error as Error).message))) throw error;
        await db.exec(text);
        return { rows: [] };
      }
    },
  };
}

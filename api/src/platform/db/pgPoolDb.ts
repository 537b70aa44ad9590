import pg from 'pg';
import { moduleLogger } from '../log';
import type { Db } from './db';

type Client = pg.Pool | pg.PoolClient;

function wrap(client: Client, pool: pg.Pool): Db {
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (client !== pool) return fn(wrap(client, pool));
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn(wrap(conn, pool));
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openPgPool(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client whose server connection ends (a server restart, an administrator's terminate) emits
  // 'error' on the pool; unhandled, that event would crash the process. The pool drops that client and the
  // next query opens a new connection, so logging is all there is to do.
  pool.on('error', (error) => {
    moduleLogger('db').warn({ err: error }, 'PostgreSQL: an idle connection ended');
  });
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('SELECT 1');
  return wrap(pool, pool);
}

import pg from 'pg';
import { moduleLogger } from '../log';
import { runHooks, type Db, type Hooks } from './db';

type Client = pg.Pool | pg.PoolClient;

function wrap(client: Client, pool: pg.Pool, hooks?: Hooks): Db {
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
      if (client !== pool) return fn(wrap(client, pool, hooks));
      const conn = await pool.connect();
      const committed: Hooks = [];
      let result: T;
      try {
        await conn.query('BEGIN');
        result = await fn(wrap(conn, pool, committed));
        await conn.query('COMMIT');
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        conn.release();
      }
      await runHooks(committed);
      return result;
    },
    async afterCommit(fn: () => Promise<void>) {
      if (hooks) hooks.push(fn);
      else await runHooks([fn]);
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

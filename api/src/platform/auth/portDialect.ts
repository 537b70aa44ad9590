import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { Db } from '../db/db';

// Kysely (which better-auth queries through) over the api's own Db port, so accounts use the same
// PGlite instance or pg pool as everything else. A Kysely transaction is held open as a pending
// `db.transaction(fn)`: on PGlite that is PGlite's own transaction, whose mutex keeps every other query
// out until it ends. Never send BEGIN/ROLLBACK as plain queries here: PGlite has one connection, so
// concurrent requests would interleave inside one another's transactions (a ROLLBACK undoing rows
// another request committed).

const ROLLBACK = Symbol('rollback');

class PortConnection implements DatabaseConnection {
  db: Db;
  /** Set while a transaction is open on this connection. */
  private open?: { commit: () => void; rollback: () => void; done: Promise<void> };

  constructor(private readonly root: Db) {
    this.db = root;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { rows } = await this.db.query<R>(compiled.sql, [...compiled.parameters]);
    return { rows };
  }

  // eslint-disable-next-line require-yield -- the interface asks for a generator; better-auth never streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported over the Db port');
  }

  /** Resolves once the transaction is open and this connection's queries run inside it. */
  begin(): Promise<void> {
    return new Promise((started, failed) => {
      const done = this.root
        .transaction(
          (tx) =>
            new Promise<void>((commit, rollback) => {
              this.db = tx;
              this.open = { commit: () => commit(), rollback: () => rollback(ROLLBACK), done };
              started();
            }),
        )
        .catch((error: unknown) => {
          if (error !== ROLLBACK) throw error;
        })
        .finally(() => {
          this.db = this.root;
          this.open = undefined;
        });
      // BEGIN itself failed (the callback never ran): report it to Kysely.
      done.catch(failed);
    });
  }

  async end(how: 'commit' | 'rollback'): Promise<void> {
    const open = this.open;
    if (!open) throw new Error('No transaction is open on this connection');
    open[how]();
    await open.done;
  }
}

class PortDriver implements Driver {
  constructor(private readonly db: Db) {}
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new PortConnection(this.db);
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PortConnection).begin();
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PortConnection).end('commit');
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PortConnection).end('rollback');
  }
  async releaseConnection() {}
  async destroy() {}
}

/** A Kysely dialect whose every query goes through `db` (PostgreSQL SQL, as both adapters speak it). */
export class PortDialect implements Dialect {
  constructor(private readonly db: Db) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PortDriver(this.db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

/** The one database port: both PGlite and a pg Pool sit behind it, with identical SQL. */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn inside BEGIN/COMMIT; the Db passed to fn is bound to that transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Work that must see a transaction's writes committed (waking the job that delivers a mail the
   * transaction stored: platform/outbox). On a transaction's Db, `fn` runs once the outermost transaction
   * has committed, before `transaction()` resolves, and never if it rolls back; on any other Db, the
   * statements before it have committed already, so it runs now. Awaited either way; `fn` must not throw
   * (what it does is best effort: a rejection is ignored).
   */
  afterCommit(fn: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** Work waiting for a transaction to commit (Db.afterCommit), for the adapters. */
export type Hooks = (() => Promise<void>)[];

/** Runs a committed transaction's hooks in order; a failing one does not stop the others. */
export async function runHooks(hooks: Hooks): Promise<void> {
  for (const hook of hooks) await hook().catch(() => undefined);
}

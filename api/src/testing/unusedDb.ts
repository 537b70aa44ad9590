import type { Db } from '../platform/db/db';

/** For routes that never reach the database: any use fails loudly, which proves it. */
export const unusedDb: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('unexpected query')),
  exec: () => Promise.reject(new Error('unexpected exec')),
  transaction: () => Promise.reject(new Error('unexpected transaction')),
  afterCommit: () => Promise.reject(new Error('unexpected afterCommit')),
  close: () => Promise.resolve(),
};

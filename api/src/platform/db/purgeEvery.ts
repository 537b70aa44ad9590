/**
 * A purge of expired rows that rides on a module's writes instead of a schedule: it runs with the first
 * write an app sees, then at most once per `everyMs`, so each run deletes about that much time's worth
 * of expired rows (through an index on the timestamp it compares). Awaited by the write that runs it.
 */
export function purgeEvery(everyMs: number, purge: () => Promise<unknown>): () => Promise<void> {
  let next = 0;
  return async () => {
    const now = Date.now();
    if (now < next) return;
    next = now + everyMs;
    await purge();
  };
}

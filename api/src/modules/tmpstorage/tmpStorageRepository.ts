import type { Db } from '../../platform/db/db';

export interface TmpEntryRow {
  id: string;
  data: string;
}

export async function insertTmpEntry(db: Db, id: string, data: string, ttlDays: number): Promise<void> {
  await db.query(
    `INSERT INTO tmp_storage (id, data, expires_at) VALUES ($1, $2, now() + make_interval(days => $3::int))`,
    [id, data, ttlDays],
  );
}

/** The entry unless it has expired (expired rows may linger until the next purge). */
export async function findTmpEntry(db: Db, id: string): Promise<TmpEntryRow | null> {
  const { rows } = await db.query<TmpEntryRow>(
    'SELECT id, data FROM tmp_storage WHERE id = $1 AND expires_at > now()',
    [id],
  );
  return rows[0] ?? null;
}

/** Whether a live entry was there to delete. */
export async function deleteTmpEntry(db: Db, id: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM tmp_storage WHERE id = $1 RETURNING expires_at > now() AS live',
    [id],
  );
  return (rows[0] as { live?: boolean } | undefined)?.live === true;
}

export async function purgeExpiredTmpEntries(db: Db): Promise<void> {
  await db.query('DELETE FROM tmp_storage WHERE expires_at <= now()');
}

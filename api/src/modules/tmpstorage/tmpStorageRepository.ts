import type { Db } from '../../platform/db/db';

export interface TmpEntryRow {
  id: string;
  data: string;
}

/** Whose entry it is: the signed-in user's, else the anonymous browser's (its visitor id). */
export type TmpOwner = { userId: number } | { visitorId: string };

/** Who is asking: an entry answers if it is the user's or this browser's. */
export interface TmpReader {
  userId: number | null;
  visitorId: string | null;
}

const ownerColumns = (owner: TmpOwner): [number | null, string | null] =>
  'userId' in owner ? [owner.userId, null] : [null, owner.visitorId];

const ownedBy = (first: number) =>
  `(owner_user_id = $${first} OR owner_visitor_id = $${first + 1}) AND expires_at > now()`;

export async function insertTmpEntry(
  db: Db,
  id: string,
  owner: TmpOwner,
  data: string,
  ttlDays: number,
): Promise<void> {
  await db.query(
    `INSERT INTO tmp_storage (id, owner_user_id, owner_visitor_id, data, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(days => $5::int))`,
    [id, ...ownerColumns(owner), data, ttlDays],
  );
}

/**
 * Deletes the owner's live entries beyond the newest `keep` (the cap makes room for one more), and answers
 * how many went.
 */
export async function deleteOldestTmpEntries(db: Db, owner: TmpOwner, keep: number): Promise<number> {
  const { rows } = await db.query(
    `DELETE FROM tmp_storage WHERE id IN (
       SELECT id FROM tmp_storage WHERE ${ownedBy(1)}
       ORDER BY created_at DESC, id OFFSET $3)
     RETURNING id`,
    [...ownerColumns(owner), keep],
  );
  return rows.length;
}

/** The entry if it is live and the reader's (expired rows may linger until the next purge). */
export async function findTmpEntry(db: Db, id: string, reader: TmpReader): Promise<TmpEntryRow | null> {
  const { rows } = await db.query<TmpEntryRow>(
    `SELECT id, data FROM tmp_storage WHERE id = $1 AND ${ownedBy(2)}`,
    [id, reader.userId, reader.visitorId],
  );
  return rows[0] ?? null;
}

/** Whether a live entry of the reader's was there to delete. */
export async function deleteTmpEntry(db: Db, id: string, reader: TmpReader): Promise<boolean> {
  const { rows } = await db.query(
    `DELETE FROM tmp_storage WHERE id = $1 AND ${ownedBy(2)} RETURNING id`,
    [id, reader.userId, reader.visitorId],
  );
  return rows.length > 0;
}

export async function purgeExpiredTmpEntries(db: Db): Promise<void> {
  await db.query('DELETE FROM tmp_storage WHERE expires_at <= now()');
}

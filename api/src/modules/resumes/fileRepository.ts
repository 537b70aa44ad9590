import type { Db } from '../../platform/db/db';
import { MAX_ID } from '../../platform/db/sql';

export interface FileRow {
  id: number;
  owner_id: number;
  name: string;
  media_type: string;
  size: number;
  sha256: string;
  storage_key: string;
  created_at: Date | string;
}

const COLUMNS = 'id, owner_id, name, media_type, size, sha256, storage_key, created_at';

export interface NewFile {
  ownerId: number;
  name: string;
  mediaType: string;
  size: number;
  sha256: string;
  storageKey: string;
}

export async function insertResumeFile(db: Db, file: NewFile): Promise<FileRow> {
  const { rows } = await db.query<FileRow>(
    `INSERT INTO files (owner_id, purpose, name, media_type, size, sha256, storage_key)
     VALUES ($1, 'RESUME', $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [file.ownerId, file.name, file.mediaType, file.size, file.sha256, file.storageKey],
  );
  return rows[0]!;
}

export async function findFile(db: Db, id: number): Promise<FileRow | null> {
  if (id > MAX_ID) return null;
  const { rows } = await db.query<FileRow>(`SELECT ${COLUMNS} FROM files WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The user's résumé files other than `keepId` (replaced ones), deleted; answers their storage keys. */
export async function deleteResumeFilesOfOwner(
  db: Db,
  ownerId: number,
  keepId: number | null,
): Promise<string[]> {
  const { rows } = await db.query<{ storage_key: string }>(
    `DELETE FROM files WHERE owner_id = $1 AND purpose = 'RESUME' AND ($2::int IS NULL OR id <> $2)
     RETURNING storage_key`,
    [ownerId, keepId],
  );
  return rows.map((r) => r.storage_key);
}

/** Storage keys of every file the user owns (deleting the account removes them from the store). */
export async function storageKeysOfOwner(db: Db, ownerId: number): Promise<string[]> {
  const { rows } = await db.query<{ storage_key: string }>(
    'SELECT storage_key FROM files WHERE owner_id = $1',
    [ownerId],
  );
  return rows.map((r) => r.storage_key);
}

/** Whether `userId` administers an organisation with a listing the file's owner applied to. */
export async function adminOfOrgAppliedTo(db: Db, ownerId: number, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ allowed: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM applications a
         JOIN listings l ON l.id = a.listing_id
         JOIN org_admins oa ON oa.org_id = l.org_id
        WHERE a.user_id = $1 AND oa.user_id = $2) AS allowed`,
    [ownerId, userId],
  );
  return rows[0]?.allowed ?? false;
}

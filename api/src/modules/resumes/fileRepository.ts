import type { Db } from '../../platform/db/db';

export interface FileRow {
  /** The row's key, internal: never in a URL or an answer. */
  id: number;
  /** The id answers and URLs carry (contracts' resumeIdSchema): 128 random bits, base64url. */
  public_id: string;
  owner_id: number;
  name: string;
  media_type: string;
  size: number;
  sha256: string;
  storage_key: string;
  created_at: Date | string;
}

const COLUMNS = 'id, public_id, owner_id, name, media_type, size, sha256, storage_key, created_at';

/** A logo's row: no user's (owner_id null) once an organisation has taken it. */
export type LogoFileRow = Omit<FileRow, 'owner_id'> & { owner_id: number | null };

export interface NewFile {
  publicId: string;
  ownerId: number;
  name: string;
  mediaType: string;
  size: number;
  sha256: string;
  storageKey: string;
}

export async function insertResumeFile(db: Db, file: NewFile): Promise<FileRow> {
  const { rows } = await db.query<FileRow>(
    `INSERT INTO files (public_id, owner_id, purpose, name, media_type, size, sha256, storage_key)
     VALUES ($1, $2, 'RESUME', $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [file.publicId, file.ownerId, file.name, file.mediaType, file.size, file.sha256, file.storageKey],
  );
  return rows[0]!;
}

/** A résumé file by its row id (the one other tables reference), or null. */
export async function findFileById(db: Db, id: number): Promise<FileRow | null> {
  const { rows } = await db.query<FileRow>(
    `SELECT ${COLUMNS} FROM files WHERE id = $1 AND purpose = 'RESUME'`,
    [id],
  );
  return rows[0] ?? null;
}

/** Public ids of files by row id (a missing file is left out). */
export async function findPublicIds(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; public_id: string }>(
    'SELECT id, public_id FROM files WHERE id = ANY ($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.public_id]));
}

/** A résumé file by its public id (the one URLs and answers carry). */
export async function findFileByPublicId(db: Db, publicId: string): Promise<FileRow | null> {
  const { rows } = await db.query<FileRow>(
    `SELECT ${COLUMNS} FROM files WHERE public_id = $1 AND purpose = 'RESUME'`,
    [publicId],
  );
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

// Organisation logos (purpose ORG_LOGO): uploaded, a logo is its uploader's (owner_id) until an
// organisation takes it (organizations.logo_file_id, written by the orgs module); then its owner_id is
// null: it is the organisation's, and the uploader's account going does not take it along.

export async function insertLogoFile(db: Db, file: NewFile): Promise<LogoFileRow> {
  const { rows } = await db.query<LogoFileRow>(
    `INSERT INTO files (public_id, owner_id, purpose, name, media_type, size, sha256, storage_key)
     VALUES ($1, $2, 'ORG_LOGO', $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [file.publicId, file.ownerId, file.name, file.mediaType, file.size, file.sha256, file.storageKey],
  );
  return rows[0]!;
}

/** The user's uploaded logos no organisation has taken, other than `keepId`, deleted; answers their storage keys. */
export async function deleteUnusedLogosOfOwner(db: Db, ownerId: number, keepId: number): Promise<string[]> {
  const { rows } = await db.query<{ storage_key: string }>(
    `DELETE FROM files WHERE owner_id = $1 AND purpose = 'ORG_LOGO' AND id <> $2 RETURNING storage_key`,
    [ownerId, keepId],
  );
  return rows.map((r) => r.storage_key);
}

/** A logo `ownerId` uploaded and no organisation has taken yet, locked until the transaction ends; or null. */
export async function lockUnusedLogo(tx: Db, publicId: string, ownerId: number): Promise<LogoFileRow | null> {
  const { rows } = await tx.query<LogoFileRow>(
    `SELECT ${COLUMNS} FROM files WHERE public_id = $1 AND purpose = 'ORG_LOGO' AND owner_id = $2 FOR UPDATE`,
    [publicId, ownerId],
  );
  return rows[0] ?? null;
}

/** The logo is an organisation's now: no user's. */
export async function releaseLogoOwner(tx: Db, fileId: number): Promise<void> {
  await tx.query(`UPDATE files SET owner_id = NULL WHERE id = $1 AND purpose = 'ORG_LOGO'`, [fileId]);
}

/** Deletes a logo's row; answers its storage key (its bytes go once the transaction commits), or null. */
export async function deleteLogoFile(tx: Db, fileId: number): Promise<string | null> {
  const { rows } = await tx.query<{ storage_key: string }>(
    `DELETE FROM files WHERE id = $1 AND purpose = 'ORG_LOGO' RETURNING storage_key`,
    [fileId],
  );
  return rows[0]?.storage_key ?? null;
}

/** A logo by its public id, whoever's (logos are public). */
export async function findLogoByPublicId(db: Db, publicId: string): Promise<LogoFileRow | null> {
  const { rows } = await db.query<LogoFileRow>(
    `SELECT ${COLUMNS} FROM files WHERE public_id = $1 AND purpose = 'ORG_LOGO'`,
    [publicId],
  );
  return rows[0] ?? null;
}

import { createHash } from 'node:crypto';
import type { Db } from '../../platform/db/db';
import { removeStoredFiles, type FileStore } from '../../platform/files/fileStore';
import { deleteUnusedLogosOfOwner, insertLogoFile, type LogoFileRow } from './fileRepository';
import { newFilePublicId } from './resumes';

// Organisation logos among the stored files (the same `files` rows and FileStore as résumés): what the orgs
// module checked and resized is stored here; the orgs module decides which organisation takes it.

export interface LogoUpload {
  /** The image as it will be served (already checked and resized). */
  bytes: Uint8Array;
  mediaType: string;
  /** A name for the file (never shown to the public). */
  name: string;
}

/**
 * Stores a logo `ownerId` uploaded, then deletes their other logos no organisation took (one upload kept
 * per user, so abandoned uploads do not pile up). A failure after the bytes are written removes them again.
 */
export async function storeUploadedLogo(
  db: Db,
  files: FileStore,
  ownerId: number,
  upload: LogoUpload,
): Promise<LogoFileRow> {
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const storageKey = await files.put(upload.bytes);
  let stored: { row: LogoFileRow; replaced: string[] };
  try {
    stored = await db.transaction(async (tx) => {
      const row = await insertLogoFile(tx, {
        publicId: newFilePublicId(),
        ownerId,
        name: upload.name,
        mediaType: upload.mediaType,
        size: upload.bytes.byteLength,
        sha256,
        storageKey,
      });
      return { row, replaced: await deleteUnusedLogosOfOwner(tx, ownerId, row.id) };
    });
  } catch (error) {
    await files.remove(storageKey);
    throw error;
  }
  await removeStoredFiles(files, stored.replaced);
  return stored.row;
}

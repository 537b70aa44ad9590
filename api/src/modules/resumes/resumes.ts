import { createHash, randomBytes } from 'node:crypto';
import FileType from 'file-type';
import { RESUME_ERROR_CODES, RESUME_MEDIA_TYPES, type ResumeMediaType } from '@opengood/contracts';
import { NotFoundError, ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import {
  deleteResumeFilesOfOwner,
  findFileByPublicId,
  insertResumeFile,
  type FileRow,
} from './fileRepository';
import { removeStoredFiles, type FileStore } from '../../platform/files/fileStore';

const isResumeType = (mime: string): mime is ResumeMediaType =>
  (RESUME_MEDIA_TYPES as readonly string[]).includes(mime);

/**
 * The media type of a résumé's bytes, read from its content (magic bytes, and for DOCX the zip's
 * entries), whatever its name says: an .exe renamed .pdf is not a PDF. Anything else is refused.
 */
export async function resumeMediaType(bytes: Uint8Array): Promise<ResumeMediaType> {
  const found = await FileType.fromBuffer(bytes);
  if (!found || !isResumeType(found.mime))
    throw new ValidationError(
      { file: RESUME_ERROR_CODES.FILE_TYPE_NOT_ALLOWED },
      'A résumé must be a PDF or a Word (.docx) document',
    );
  return found.mime;
}

/** A name safe to keep and to send back in Content-Disposition: no path, no control characters, bounded. */
export function cleanFileName(name: string, mediaType: ResumeMediaType): string {
  const base = [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return base || (mediaType === 'application/pdf' ? 'resume.pdf' : 'resume.docx');
}

/** A new file's public id: 128 random bits, base64url (22 characters; contracts' resumeIdSchema). */
export const newFilePublicId = (): string => randomBytes(16).toString('base64url');

export interface Upload {
  originalName: string;
  bytes: Uint8Array;
}

/**
 * Stores a new résumé of `ownerId` and hands its row to `attach` (in the same transaction: the applicant
 * profile points at it), then deletes the owner's other résumés, rows and bytes. The type is checked before
 * anything is stored; a failure after the bytes are written removes them again.
 */
export async function storeResume(
  db: Db,
  files: FileStore,
  ownerId: number,
  upload: Upload,
  attach: (tx: Db, file: FileRow) => Promise<void>,
): Promise<FileRow> {
  const mediaType = await resumeMediaType(upload.bytes);
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const storageKey = await files.put(upload.bytes);
  let stored: { row: FileRow; replaced: string[] };
  try {
    stored = await db.transaction(async (tx) => {
      const row = await insertResumeFile(tx, {
        publicId: newFilePublicId(),
        ownerId,
        name: cleanFileName(upload.originalName, mediaType),
        mediaType,
        size: upload.bytes.byteLength,
        sha256,
        storageKey,
      });
      await attach(tx, row);
      return { row, replaced: await deleteResumeFilesOfOwner(tx, ownerId, row.id) };
    });
  } catch (error) {
    await files.remove(storageKey);
    throw error;
  }
  // The rows are gone (committed); their bytes follow.
  await removeStoredFiles(files, stored.replaced);
  return stored.row;
}

/** Deletes every résumé of the owner, rows and bytes (what referenced them is set to none). */
export async function deleteResumes(db: Db, files: FileStore, ownerId: number): Promise<void> {
  const keys = await deleteResumeFilesOfOwner(db, ownerId, null);
  await removeStoredFiles(files, keys);
}

/** Whether a reader other than the owner may download a file (the composition root says who: applications). */
export type ResumeReaderCheck = (db: Db, file: FileRow, reader: ResumeReader) => Promise<boolean>;

/** Who asks for a file: the signed-in user and the organisations they administer. */
export interface ResumeReader {
  id: number;
  adminOrgIds: readonly number[];
}

/**
 * A résumé its reader may download: its owner, or whoever `mayRead` lets through (an admin of an
 * organisation that received this very file with an application). Everyone else gets the answer an unknown
 * id gets (404), so a refusal does not tell that the file exists.
 */
export async function resumeForReader(
  db: Db,
  reader: ResumeReader,
  publicId: string,
  mayRead: ResumeReaderCheck,
): Promise<FileRow> {
  const file = await findFileByPublicId(db, publicId);
  if (file && (file.owner_id === reader.id || (await mayRead(db, file, reader)))) return file;
  throw new NotFoundError({ id: 'No résumé with this id' });
}

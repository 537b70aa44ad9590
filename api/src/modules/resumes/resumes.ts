import { createHash, randomBytes } from 'node:crypto';
import FileType from 'file-type';
import {
  RESUME_ERROR_CODES,
  RESUME_MEDIA_TYPES,
  type ApplicantProfile,
  type ResumeMediaType,
} from '@opengood/contracts';
import { NotFoundError, ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { getApplicantProfile } from '../applicantprofile/applicantProfile';
import { findProfileRow, setProfileResume } from '../applicantprofile/applicantProfileRepository';
import {
  deleteResumeFilesOfOwner,
  findFileByPublicId,
  insertResumeFile,
  receivedByAdmin,
  type FileRow,
} from './fileRepository';
import { removeStoredFiles, type FileStore } from './fileStore';

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
 * Stores a new résumé and makes it the profile's, replacing (and deleting) the previous one. The type is
 * checked before anything is stored; a failure after the bytes are written removes them again.
 */
export async function uploadResume(
  db: Db,
  files: FileStore,
  userId: number,
  upload: Upload,
): Promise<ApplicantProfile> {
  const mediaType = await resumeMediaType(upload.bytes);
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const storageKey = await files.put(upload.bytes);
  let replaced: string[];
  try {
    replaced = await db.transaction(async (tx) => {
      const row = await insertResumeFile(tx, {
        publicId: newFilePublicId(),
        ownerId: userId,
        name: cleanFileName(upload.originalName, mediaType),
        mediaType,
        size: upload.bytes.byteLength,
        sha256,
        storageKey,
      });
      await setProfileResume(tx, userId, row.id);
      return deleteResumeFilesOfOwner(tx, userId, row.id);
    });
  } catch (error) {
    await files.remove(storageKey);
    throw error;
  }
  // The rows are gone (committed); their bytes follow.
  await removeStoredFiles(files, replaced);
  return getApplicantProfile(db, userId);
}

/** Removes the user's résumé (the profile keeps everything else). */
export async function deleteResume(db: Db, files: FileStore, userId: number): Promise<ApplicantProfile> {
  const profile = await findProfileRow(db, userId);
  if (!profile?.resume_file_id) throw new NotFoundError({ resumeId: 'No résumé to delete' });
  const keys = await deleteResumeFilesOfOwner(db, userId, null);
  await removeStoredFiles(files, keys);
  return getApplicantProfile(db, userId);
}

/**
 * A résumé its reader may download: its owner, or an admin of an organisation that received this very
 * file with an application to one of its listings. Everyone else gets the answer an unknown id gets (404),
 * so a refusal does not tell that the file exists.
 */
export async function resumeForReader(db: Db, readerId: number, publicId: string): Promise<FileRow> {
  const file = await findFileByPublicId(db, publicId);
  if (file && (file.owner_id === readerId || (await receivedByAdmin(db, file, readerId)))) return file;
  throw new NotFoundError({ id: 'No résumé with this id' });
}

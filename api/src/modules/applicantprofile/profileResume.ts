import type { ApplicantProfile } from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import type { FileStore } from '../../platform/files/fileStore';
import { deleteResumes, storeResume, type Upload } from '../resumes';
import { getApplicantProfile } from './applicantProfile';
import { findProfileRow, setProfileResume } from './applicantProfileRepository';

/** Stores a new résumé (the resumes module's) and makes it the profile's, replacing the previous one. */
export async function uploadResume(
  db: Db,
  files: FileStore,
  userId: number,
  upload: Upload,
): Promise<ApplicantProfile> {
  await storeResume(db, files, userId, upload, (tx, file) => setProfileResume(tx, userId, file.id));
  return getApplicantProfile(db, userId);
}

/** Removes the user's résumé (the profile keeps everything else). */
export async function deleteResume(db: Db, files: FileStore, userId: number): Promise<ApplicantProfile> {
  const profile = await findProfileRow(db, userId);
  if (!profile?.resume_file_id) throw new NotFoundError({ resumeId: 'No résumé to delete' });
  await deleteResumes(db, files, userId);
  return getApplicantProfile(db, userId);
}

// The applicantprofile module's public face: the signed-in user's applicant profile, work history and
// résumé (routes; the résumé's file is the resumes module's), the profile an application copies, the
// check that a résumé is the user's own, and its part of the User answer.
import type { User } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import type { FileStore } from '../../platform/files/fileStore';
import { defineModule } from '../../platform/modules';
import { findPublicIds } from '../resumes';
import { applicantProfileRoutes } from './applicantProfileRoutes';
import { findProfileRow } from './applicantProfileRepository';
import { resumeUploadRoutes } from './resumeUploadRoutes';

export const applicantProfileModule = defineModule<{ db: Db; files: FileStore }>({
  name: 'applicantprofile',
  routes: ({ db, files }) => [applicantProfileRoutes(db), resumeUploadRoutes(db, files)],
});

/** The applicant profile's part of the User answer: the résumé's public id and the recruitable flag. */
export async function applicantUserFacts(
  db: Db,
  userId: number,
): Promise<Pick<User, 'resumeId' | 'isRecruitable'>> {
  const row = await findProfileRow(db, userId);
  const fileId = row?.resume_file_id ?? null;
  const publicIds = await findPublicIds(db, fileId === null ? [] : [fileId]);
  return {
    resumeId: (fileId !== null && publicIds.get(fileId)) || null,
    isRecruitable: row?.is_recruitable ?? null,
  };
}

export { getApplicantProfile, ownResumeFileId } from './applicantProfile';

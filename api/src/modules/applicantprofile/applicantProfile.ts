import {
  APPLICATION_ERROR_CODES,
  WORK_HISTORY_MAX,
  type ApplicantProfile,
  type ApplicantProfileRequest,
  type WorkHistoryJob,
  type WorkHistoryJobRequest,
} from '@opengood/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { findFileById, findFileByPublicId } from '../resumes';
import { presentApplicantProfile, presentWorkHistoryJob } from './applicantProfilePresenter';
import {
  countWorkHistory,
  deleteWorkHistoryJobRow,
  findProfileRow,
  findWorkHistory,
  insertWorkHistoryJob,
  updateWorkHistoryJobRow,
  upsertProfile,
} from './applicantProfileRepository';

/** The user's applicant profile (docs/product/user-dashboard.md#applicant-profile), with its defaults when never saved. */
export async function getApplicantProfile(db: Db, userId: number): Promise<ApplicantProfile> {
  const [row, jobs] = await Promise.all([findProfileRow(db, userId), findWorkHistory(db, userId)]);
  const resume = row?.resume_file_id ? await findFileById(db, row.resume_file_id) : null;
  return presentApplicantProfile(row, jobs, resume);
}

/**
 * A résumé (public) id a user may put on their profile or an application: their own résumé, or nothing.
 * Answers the file's row id (null for none, undefined when left out), which the tables reference.
 */
export async function ownResumeFileId<T extends null | undefined>(
  db: Db,
  userId: number,
  resumeId: string | T,
): Promise<number | T> {
  if (resumeId === null || resumeId === undefined) return resumeId;
  const file = await findFileByPublicId(db, resumeId);
  if (!file || file.owner_id !== userId)
    throw new ValidationError({ resumeId: APPLICATION_ERROR_CODES.RESUME_NOT_FOUND });
  return file.id;
}

export async function updateApplicantProfile(
  db: Db,
  userId: number,
  change: ApplicantProfileRequest,
): Promise<ApplicantProfile> {
  await upsertProfile(db, userId, change, await ownResumeFileId(db, userId, change.resumeId));
  return getApplicantProfile(db, userId);
}

export async function addWorkHistoryJob(
  db: Db,
  userId: number,
  job: WorkHistoryJobRequest,
): Promise<{ job: WorkHistoryJob; profile: ApplicantProfile }> {
  return db.transaction(async (tx) => {
    if ((await countWorkHistory(tx, userId)) >= WORK_HISTORY_MAX)
      throw new ConflictError(
        { workHistoryJobs: `At most ${WORK_HISTORY_MAX} jobs` },
        'The work history is full: remove a job first',
      );
    const row = await insertWorkHistoryJob(tx, userId, job);
    return { job: presentWorkHistoryJob(row), profile: await getApplicantProfile(tx, userId) };
  });
}

const noJob = () => new NotFoundError({ id: 'No job with this id in your work history' });

/** Changes one of the user's jobs; another user's is not found. */
export async function updateWorkHistoryJob(
  db: Db,
  userId: number,
  id: number,
  job: WorkHistoryJobRequest,
): Promise<{ job: WorkHistoryJob; profile: ApplicantProfile }> {
  const row = await updateWorkHistoryJobRow(db, userId, id, job);
  if (!row) throw noJob();
  return { job: presentWorkHistoryJob(row), profile: await getApplicantProfile(db, userId) };
}

export async function deleteWorkHistoryJob(db: Db, userId: number, id: number): Promise<ApplicantProfile> {
  if (!(await deleteWorkHistoryJobRow(db, userId, id))) throw noJob();
  return getApplicantProfile(db, userId);
}

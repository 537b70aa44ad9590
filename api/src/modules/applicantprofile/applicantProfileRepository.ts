import type { LocationSelection, WorkHistoryJobRequest } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { MAX_ID } from '../../platform/db/sql';

export interface ProfileRow {
  resume_file_id: number | null;
  is_recruitable: boolean | null;
  skills: string[];
  willing_to_work_onsite: boolean;
  willing_to_work_remote: boolean;
  willing_to_work_hybrid: boolean;
  willing_to_work_part_time: boolean;
  user_location: LocationSelection | null;
}

export interface WorkHistoryRow {
  id: number;
  title: string;
  organization: string;
  start_month: string;
  end_month: string | null;
  current: boolean;
  description: string;
}

/** The user's saved profile, or null when they never saved one (the defaults apply). */
export async function findProfileRow(db: Db, userId: number): Promise<ProfileRow | null> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT p.resume_file_id, p.is_recruitable, p.skills, p.willing_to_work_onsite, p.willing_to_work_remote,
            p.willing_to_work_hybrid, p.willing_to_work_part_time, p.user_location
       FROM applicant_profiles p WHERE p.user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

export interface ProfileFields {
  isRecruitable: boolean | null;
  skills: string[];
  willingToWorkOnsite: boolean;
  willingToWorkRemote: boolean;
  willingToWorkHybrid: boolean;
  willingToWorkPartTime: boolean;
  userLocation: LocationSelection | null;
}

/** Saves the profile's own fields; `resumeFileId` undefined keeps the current résumé. */
export async function upsertProfile(
  db: Db,
  userId: number,
  fields: ProfileFields,
  resumeFileId: number | null | undefined,
): Promise<void> {
  await db.query(
    `INSERT INTO applicant_profiles AS p (user_id, resume_file_id, is_recruitable, skills, willing_to_work_onsite,
       willing_to_work_remote, willing_to_work_hybrid, willing_to_work_part_time, user_location)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (user_id) DO UPDATE SET
       resume_file_id = CASE WHEN $10 THEN p.resume_file_id ELSE EXCLUDED.resume_file_id END,
       is_recruitable = EXCLUDED.is_recruitable, skills = EXCLUDED.skills,
       willing_to_work_onsite = EXCLUDED.willing_to_work_onsite,
       willing_to_work_remote = EXCLUDED.willing_to_work_remote,
       willing_to_work_hybrid = EXCLUDED.willing_to_work_hybrid,
       willing_to_work_part_time = EXCLUDED.willing_to_work_part_time,
       user_location = EXCLUDED.user_location, updated_at = now()`,
    [
      userId,
      resumeFileId ?? null,
      fields.isRecruitable,
      fields.skills,
      fields.willingToWorkOnsite,
      fields.willingToWorkRemote,
      fields.willingToWorkHybrid,
      fields.willingToWorkPartTime,
      fields.userLocation === null ? null : JSON.stringify(fields.userLocation),
      resumeFileId === undefined,
    ],
  );
}

/** Points the profile at a résumé (or none), creating the profile with its defaults if need be. */
export async function setProfileResume(db: Db, userId: number, fileId: number | null): Promise<void> {
  await db.query(
    `INSERT INTO applicant_profiles (user_id, resume_file_id) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET resume_file_id = EXCLUDED.resume_file_id, updated_at = now()`,
    [userId, fileId],
  );
}

const JOB_COLUMNS = 'id, title, organization, start_month, end_month, current, description';

/** Current jobs first, then by start, latest first. */
export async function findWorkHistory(db: Db, userId: number): Promise<WorkHistoryRow[]> {
  const { rows } = await db.query<WorkHistoryRow>(
    `SELECT ${JOB_COLUMNS} FROM work_history_jobs WHERE user_id = $1
      ORDER BY current DESC, coalesce(end_month, '9999-12') DESC, start_month DESC, id DESC`,
    [userId],
  );
  return rows;
}

export async function countWorkHistory(db: Db, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM work_history_jobs WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

const jobParams = (job: WorkHistoryJobRequest) => [
  job.title,
  job.organization,
  job.startMonth,
  job.endMonth,
  job.current,
  job.description,
];

export async function insertWorkHistoryJob(
  db: Db,
  userId: number,
  job: WorkHistoryJobRequest,
): Promise<WorkHistoryRow> {
  const { rows } = await db.query<WorkHistoryRow>(
    `INSERT INTO work_history_jobs (user_id, title, organization, start_month, end_month, current, description)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${JOB_COLUMNS}`,
    [userId, ...jobParams(job)],
  );
  return rows[0]!;
}

/** Updates the user's job `id`; another user's (or an unknown id) is null. */
export async function updateWorkHistoryJobRow(
  db: Db,
  userId: number,
  id: number,
  job: WorkHistoryJobRequest,
): Promise<WorkHistoryRow | null> {
  if (id > MAX_ID) return null;
  const { rows } = await db.query<WorkHistoryRow>(
    `UPDATE work_history_jobs SET title = $3, organization = $4, start_month = $5, end_month = $6,
            current = $7, description = $8
      WHERE id = $1 AND user_id = $2 RETURNING ${JOB_COLUMNS}`,
    [id, userId, ...jobParams(job)],
  );
  return rows[0] ?? null;
}

export async function deleteWorkHistoryJobRow(db: Db, userId: number, id: number): Promise<boolean> {
  if (id > MAX_ID) return false;
  const { rows } = await db.query<{ id: number }>(
    'DELETE FROM work_history_jobs WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  return rows.length > 0;
}

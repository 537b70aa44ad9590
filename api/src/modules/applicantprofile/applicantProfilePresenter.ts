import type { ApplicantProfile, ApplicantProfileAnswer, WorkHistoryJob } from '@opengood/contracts';
import { presentResumeFile, type FileRow } from '../resumes';
import type { ProfileRow, WorkHistoryRow } from './applicantProfileRepository';

export function presentWorkHistoryJob(row: WorkHistoryRow): WorkHistoryJob {
  return {
    id: row.id,
    title: row.title,
    organization: row.organization,
    startMonth: row.start_month,
    endMonth: row.end_month,
    current: row.current,
    description: row.description,
  };
}

/** The profile; a user who never saved one gets the defaults of docs/product/user-dashboard.md#applicant-profile (willing to work every way, no location). */
export function presentApplicantProfile(
  row: ProfileRow | null,
  jobs: WorkHistoryRow[],
  resume: FileRow | null,
): ApplicantProfile {
  return {
    resumeId: resume?.public_id ?? null,
    resume: resume ? presentResumeFile(resume) : null,
    isRecruitable: row?.is_recruitable ?? null,
    workHistoryJobs: jobs.map(presentWorkHistoryJob),
    skills: row?.skills ?? [],
    willingToWorkOnsite: row?.willing_to_work_onsite ?? true,
    willingToWorkRemote: row?.willing_to_work_remote ?? true,
    willingToWorkHybrid: row?.willing_to_work_hybrid ?? true,
    willingToWorkPartTime: row?.willing_to_work_part_time ?? true,
    userLocation: row?.user_location ?? null,
  };
}

/** docs/product/user-dashboard.md#applicant-profile: résumé id and recruitable flag also at the top level of every answer. */
export function presentProfileAnswer(profile: ApplicantProfile): ApplicantProfileAnswer {
  return { profile, resumeId: profile.resumeId, isRecruitable: profile.isRecruitable };
}

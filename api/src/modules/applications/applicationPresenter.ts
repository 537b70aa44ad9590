import type { Application, ApplicationSummary } from '@opengood/contracts';
import { isoDate } from '../../platform/db/isoDate';
import { presentListingSummary, type ListingRecord } from '../listings';
import type { ApplicationRow } from './applicationRepository';

/** An application with its listing (the listings module's) and its résumé's public id (null when none, or deleted since). */
export type ApplicationRecord = ApplicationRow & { listing: ListingRecord; resume_public_id: string | null };

export function presentApplicationSummary(row: ApplicationRecord): ApplicationSummary {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    stage: row.stage,
    createdAt: isoDate(row.created_at),
    updatedAt: isoDate(row.updated_at),
    listing: presentListingSummary(row.listing),
  };
}

/** What the applicant sent: cover letter, answers and profile (the applicant and the organisation see the same). */
export function presentSent(
  row: ApplicationRow & { resume_public_id: string | null },
): Pick<Application, 'coverLetter' | 'answers' | 'profile'> {
  // A résumé replaced since is deleted (resume_file_id set null): the copy no longer points at it. The
  // copy names it by its public id (which a copy kept before public ids existed did not).
  const resumeId = row.resume_public_id;
  const profile = row.profile && {
    ...row.profile,
    resumeId,
    resume: resumeId === null || !row.profile.resume ? null : { ...row.profile.resume, id: resumeId },
  };
  return {
    coverLetter: row.cover_letter,
    answers: row.answers.map((a) => ({ questionId: a.questionId, prompt: a.prompt, answer: a.answer })),
    profile,
  };
}

export function presentApplication(row: ApplicationRecord): Application {
  return { ...presentApplicationSummary(row), ...presentSent(row) };
}

import type { ApplicationNote, OrgApplication, OrgApplicationSummary } from '@opengood/contracts';
import { isoDate } from '../../platform/db/isoDate';
import type { ListingRecord } from '../listings';
import { presentSent } from './applicationPresenter';
import type { NoteRow, OrgApplicationRow } from './pipelineRepository';

const fullName = (first: string | null, last: string | null): string =>
  [first, last].filter(Boolean).join(' ');

export function presentOrgApplicationSummary(row: OrgApplicationRow): OrgApplicationSummary {
  return {
    id: row.id,
    kind: row.kind,
    stage: row.stage,
    rating: row.rating,
    applicant: {
      userId: row.user_id,
      name: fullName(row.applicant_first_name, row.applicant_last_name) || row.applicant_email,
      email: row.applicant_email,
    },
    createdAt: isoDate(row.created_at),
    updatedAt: isoDate(row.updated_at),
    noteCount: row.note_count,
    // A replaced résumé is deleted and its reference set null: then there is none to download.
    hasResume: row.resume_file_id !== null,
  };
}

export function presentNote(row: NoteRow): ApplicationNote {
  return {
    id: row.id,
    author:
      row.author_id === null
        ? null
        : {
            id: row.author_id,
            name: fullName(row.author_first_name, row.author_last_name) || (row.author_email ?? ''),
          },
    body: row.body,
    createdAt: isoDate(row.created_at),
  };
}

export const presentPipelineListing = (listing: ListingRecord) => ({
  id: listing.id,
  type: listing.listing_type,
  title: listing.title,
});

export function presentOrgApplication(
  row: OrgApplicationRow & { resume_public_id: string | null },
  listing: ListingRecord,
  notes: readonly NoteRow[],
): OrgApplication {
  return {
    ...presentOrgApplicationSummary(row),
    listing: presentPipelineListing(listing),
    ...presentSent(row),
    notes: notes.map(presentNote),
  };
}

import {
  ORG_APPLICATIONS_PAGE_SIZE,
  PIPELINE_ERROR_CODES,
  type ApplicationNote,
  type ApplicationRating,
  type ApplicationStage,
  type OrgApplication,
  type OrgApplicationsQuery,
  type OrgListingApplications,
} from '@opengood/contracts';
import { NotFoundError, ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import type { Outbox } from '../../platform/outbox';
import { findListingById, type ListingRecord } from '../listings';
import { findPublicIds } from '../resumes';
import { canMoveStage } from './pipelineRules';
import {
  presentNote,
  presentOrgApplication,
  presentOrgApplicationSummary,
  presentPipelineListing,
} from './pipelinePresenter';
import {
  countStages,
  findListingApplicationsPage,
  findNotes,
  findOrgApplication,
  insertNote,
  lockListingApplications,
  setRating,
  setStage,
  type OrgApplicationRow,
} from './pipelineRepository';

// The applicant pipeline of an organisation's admins (docs/product/organisations.md#applicants). Who may
// call is the route table's `access: 'orgAdmin'`; here, every application and listing is looked up within
// the organisation of the path: one of another organisation is a 404, as if it did not exist.

export interface PipelineDeps {
  db: Db;
  /** Where the rejection mails go, in the change's transaction; none: nobody is mailed (unit tests). */
  outbox: Outbox | undefined;
}

const noListing = () => new NotFoundError({ listingId: 'No listing of this organization with this id' });
const noApplication = () =>
  new NotFoundError({ applicationId: 'No application to a listing of this organization with this id' });

async function listingOfOrg(db: Db, orgId: number, listingId: number): Promise<ListingRecord> {
  const listing = await findListingById(db, listingId);
  if (!listing || listing.org_id !== orgId) throw noListing();
  return listing;
}

/** The application and its listing, when the listing is the organisation's; `lock` inside a transaction. */
async function applicationOfOrg(
  db: Db,
  orgId: number,
  id: number,
  lock = false,
): Promise<{ row: OrgApplicationRow; listing: ListingRecord }> {
  const row = await findOrgApplication(db, id, { lock });
  const listing = row && (await findListingById(db, row.listing_id));
  if (!row || !listing || listing.org_id !== orgId) throw noApplication();
  return { row, listing };
}

/** A listing's applications (filtered, a page at a time, oldest first) with the counts of every stage. */
export async function listListingApplications(
  db: Db,
  orgId: number,
  listingId: number,
  query: OrgApplicationsQuery,
): Promise<OrgListingApplications> {
  const listing = await listingOfOrg(db, orgId, listingId);
  const size = ORG_APPLICATIONS_PAGE_SIZE;
  const { page, ...filters } = query;
  const [{ rows, count }, counts] = await Promise.all([
    findListingApplicationsPage(db, listingId, filters, size, (page - 1) * size),
    countStages(db, listingId),
  ]);
  return {
    listing: presentPipelineListing(listing),
    stageCounts: {
      NEW: counts.get('NEW') ?? 0,
      REVIEWED: counts.get('REVIEWED') ?? 0,
      SHORTLISTED: counts.get('SHORTLISTED') ?? 0,
      INTERVIEWING: counts.get('INTERVIEWING') ?? 0,
      OFFERED: counts.get('OFFERED') ?? 0,
      HIRED: counts.get('HIRED') ?? 0,
      REJECTED: counts.get('REJECTED') ?? 0,
    },
    applications: rows.map(presentOrgApplicationSummary),
    count,
    pageCount: Math.ceil(count / size),
  };
}

/** One application in full: what was sent (its résumé by public id), its stage, rating and notes. */
export async function getOrgApplication(db: Db, orgId: number, id: number): Promise<OrgApplication> {
  const { row, listing } = await applicationOfOrg(db, orgId, id);
  const [publicIds, notes] = await Promise.all([
    findPublicIds(db, row.resume_file_id === null ? [] : [row.resume_file_id]),
    findNotes(db, id),
  ]);
  const resume = row.resume_file_id === null ? null : (publicIds.get(row.resume_file_id) ?? null);
  return presentOrgApplication({ ...row, resume_public_id: resume }, listing, notes);
}

/**
 * In the change's transaction: the courteous mail to each applicant just rejected, in their own language.
 * A rejection is told once: an application already REJECTED is not passed here.
 */
async function tellRejected(
  tx: Db,
  outbox: Outbox | undefined,
  listing: ListingRecord,
  rows: readonly OrgApplicationRow[],
): Promise<void> {
  if (!outbox) return;
  for (const row of rows)
    await outbox.add(tx, {
      kind: 'mail',
      to: row.applicant_email,
      lang: row.applicant_lang,
      template: 'applicationRejected',
      data: {
        firstName: row.applicant_first_name,
        kind: row.kind,
        orgName: listing.org_name,
        listingTitle: listing.title,
      },
    });
}

const moveRefused = (from: ApplicationStage, to: ApplicationStage) =>
  new ValidationError(
    { stage: PIPELINE_ERROR_CODES.STAGE_MOVE_NOT_ALLOWED },
    `An application cannot move from ${from} to ${to}`,
  );

/**
 * Moves an application to another stage, as the pipeline's rule allows (pipelineRules.ts); a move to
 * REJECTED mails the applicant, in the same transaction (stored and mailed, or neither).
 */
export async function moveStage(
  { db, outbox }: PipelineDeps,
  orgId: number,
  id: number,
  stage: ApplicationStage,
): Promise<OrgApplication> {
  await db.transaction(async (tx) => {
    const { row, listing } = await applicationOfOrg(tx, orgId, id, true);
    if (!canMoveStage(row.stage, stage)) throw moveRefused(row.stage, stage);
    await setStage(tx, [id], stage);
    if (stage === 'REJECTED') await tellRejected(tx, outbox, listing, [row]);
  });
  return getOrgApplication(db, orgId, id);
}

/** Sets the quick rating, or clears it (null). */
export async function rateApplication(
  db: Db,
  orgId: number,
  id: number,
  rating: ApplicationRating | null,
): Promise<OrgApplication> {
  await applicationOfOrg(db, orgId, id);
  await setRating(db, id, rating);
  return getOrgApplication(db, orgId, id);
}

/** Adds a note signed by `authorId`, read by the organisation's admins only. */
export async function addNote(
  db: Db,
  orgId: number,
  id: number,
  authorId: number,
  body: string,
): Promise<ApplicationNote> {
  await applicationOfOrg(db, orgId, id);
  return presentNote(await insertNote(db, id, authorId, body));
}

/**
 * Rejects these applications to the listing, all or none: an id that is not an application to this
 * listing is a 404, a HIRED one a 400 (`errors.applicationIds: CANNOT_REJECT`), and nothing changes. Those
 * already rejected stay as they were and are not mailed again. Answers how many were rejected now.
 */
export async function rejectApplications(
  { db, outbox }: PipelineDeps,
  orgId: number,
  listingId: number,
  applicationIds: readonly number[],
): Promise<number> {
  const listing = await listingOfOrg(db, orgId, listingId);
  const ids = [...new Set(applicationIds)];
  return db.transaction(async (tx) => {
    const rows = await lockListingApplications(tx, listingId, ids);
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw new NotFoundError(
        { applicationIds: 'No application to this listing with this id' },
        `No application to this listing: ${missing.join(', ')}`,
      );
    const toReject = rows.filter((r) => r.stage !== 'REJECTED');
    const refused = toReject.filter((r) => !canMoveStage(r.stage, 'REJECTED'));
    if (refused.length > 0)
      throw new ValidationError(
        { applicationIds: PIPELINE_ERROR_CODES.CANNOT_REJECT },
        `These applications cannot be rejected: ${refused.map((r) => r.id).join(', ')}`,
      );
    if (toReject.length === 0) return 0;
    await setStage(
      tx,
      toReject.map((r) => r.id),
      'REJECTED',
    );
    await tellRejected(tx, outbox, listing, toReject);
    return toReject.length;
  });
}

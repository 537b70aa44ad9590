import {
  APPLICATION_ERROR_CODES,
  APPLICATION_KIND_OF,
  APPLICATIONS_PAGE_SIZE,
  type ApplicantProfile,
  type Application,
  type ApplicationRequest,
  type ApplicationsAnswer,
  type ListingType,
} from '@opengood/contracts';
import { listingPath } from '@opengood/routes';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { unsubscribeParts, type UnsubscribeSigner } from '../../platform/mail/unsubscribeLinks';
import type { Outbox } from '../../platform/outbox';
import { findRecipient, type Recipient } from '../accounts';
import { getApplicantProfile, ownResumeFileId } from '../applicantprofile';
import {
  findListingById,
  findListingQuestions,
  findListingsByIds,
  findOrgIdsOfListings,
  isOpenForApplications,
  type ListingRecord,
} from '../listings';
import { findFileByPublicId, findPublicIds, presentResumeFile } from '../resumes';
import { recipientsFor } from '../orgnotifications';
import { isEmailEnabled } from '../usersettings';
import {
  presentApplication,
  presentApplicationSummary,
  type ApplicationRecord,
} from './applicationPresenter';
import {
  findApplicationOfUser,
  findApplicationsPage,
  findListingsSentFile,
  upsertApplication,
  type ApplicationRow,
  type StoredAnswer,
} from './applicationRepository';

const notFound = () => new NotFoundError({ id: 'No listing of this type with this id' });

/** The applications with their listings and their résumés' public ids (an application's listing always exists). */
async function withListings(db: Db, rows: readonly ApplicationRow[]): Promise<ApplicationRecord[]> {
  const [listings, publicIds] = await Promise.all([
    findListingsByIds(
      db,
      rows.map((r) => r.listing_id),
    ),
    findPublicIds(
      db,
      rows.flatMap((r) => (r.resume_file_id === null ? [] : [r.resume_file_id])),
    ),
  ]);
  const byId = new Map(listings.map((l) => [l.id, l]));
  return rows.flatMap((row) => {
    const listing = byId.get(row.listing_id);
    if (!listing) return [];
    const resume = row.resume_file_id === null ? null : (publicIds.get(row.resume_file_id) ?? null);
    return [{ ...row, listing, resume_public_id: resume }];
  });
}

async function listingOfType(db: Db, type: ListingType, id: number): Promise<ListingRecord> {
  const listing = await findListingById(db, id);
  if (!listing || listing.listing_type !== type) throw notFound();
  return listing;
}

/** The questions answered: every answer to a question of this listing, every required one answered. */
async function checkedAnswers(
  db: Db,
  listingId: number,
  request: ApplicationRequest,
): Promise<StoredAnswer[]> {
  const questions = await findListingQuestions(db, listingId);
  const byId = new Map(request.answers.map((a) => [a.questionId, a.answer]));
  if ([...byId.keys()].some((id) => !questions.some((q) => q.id === id)))
    throw new ValidationError({ answers: APPLICATION_ERROR_CODES.UNKNOWN_QUESTION });
  const missing = questions.filter((q) => q.required && !byId.get(q.id));
  if (missing.length > 0)
    throw new ValidationError(
      { answers: APPLICATION_ERROR_CODES.QUESTION_REQUIRED },
      `Answer: ${missing.map((q) => q.prompt).join(' / ')}`,
    );
  return questions
    .filter((q) => byId.has(q.id))
    .map((q) => ({ questionId: q.id, prompt: q.prompt, answer: byId.get(q.id) ?? '' }));
}

/**
 * The applicant profile the organisation receives: the form's (its résumé must be the user's own; left
 * out, the profile's current one), else the user's saved profile as it is now; and the row id of the
 * résumé it carries (the one file the organisation's admins may then download).
 */
async function profileSnapshot(
  db: Db,
  userId: number,
  request: ApplicationRequest,
): Promise<{ profile: ApplicantProfile; resumeFileId: number | null }> {
  const saved = await getApplicantProfile(db, userId);
  const sent = request.profile;
  await ownResumeFileId(db, userId, sent?.resumeId);
  const resumeId = sent?.resumeId === undefined ? saved.resumeId : sent.resumeId;
  const file = resumeId === null ? null : await findFileByPublicId(db, resumeId);
  if (!sent) return { profile: saved, resumeFileId: file?.id ?? null };
  const profile: ApplicantProfile = {
    resumeId: file?.public_id ?? null,
    resume: file ? presentResumeFile(file) : null,
    isRecruitable: sent.isRecruitable,
    // Numbered as sent: they are the application's copy, not rows of the work history.
    workHistoryJobs: sent.workHistoryJobs.map((job, i) => ({ id: i + 1, ...job })),
    skills: sent.skills,
    willingToWorkOnsite: sent.willingToWorkOnsite,
    willingToWorkRemote: sent.willingToWorkRemote,
    willingToWorkHybrid: sent.willingToWorkHybrid,
    willingToWorkPartTime: sent.willingToWorkPartTime,
    userLocation: sent.userLocation,
  };
  return { profile, resumeFileId: file?.id ?? null };
}

export interface ApplyDeps {
  db: Db;
  /** Where the mails of a new application go, in its transaction; none: nobody is mailed (unit tests). */
  outbox: Outbox | undefined;
  /** Signs the unsubscribe links of the mails a person may turn off. */
  signer: UnsubscribeSigner;
  now?: () => Date;
}

/**
 * Applies to a listing (JOB, INTERNSHIP), says "I'm interested" (VOLOP) or "I'll attend" (EVENT). Once
 * per user and listing: again updates the same application. Only a user whose email is verified may
 * apply (403), and a closed listing refuses (409). The organisation's admins and the applicant are mailed,
 * each in their own language, when the application is new only: a change to it is not mailed again, so
 * re-submitting cannot make the product's address send the applicant's text over and over. The
 * application and its mails are one transaction (the outbox): stored and mailed, or neither.
 */
export async function apply(
  { db, outbox, signer, now = () => new Date() }: ApplyDeps,
  userId: number,
  type: ListingType,
  id: number,
  request: ApplicationRequest,
): Promise<{ application: Application; created: boolean }> {
  const applicant = await findRecipient(db, userId);
  if (!applicant?.email_verified)
    throw new ForbiddenError(
      { email: APPLICATION_ERROR_CODES.EMAIL_NOT_VERIFIED },
      'Verify your email address before applying',
    );
  const listing = await listingOfType(db, type, id);
  if (!isOpenForApplications(listing, now()))
    throw new ConflictError(
      { listing: APPLICATION_ERROR_CODES.LISTING_CLOSED },
      'This listing is closed: it no longer takes applications',
    );
  // docs/product/organisations.md#posting-a-listing: a listing may say to apply at its organisation's own
  // address or by mail; the site then takes no application for it.
  if (listing.apply_method === 'URL' || listing.apply_method === 'EMAIL')
    throw new ValidationError(
      { listing: APPLICATION_ERROR_CODES.APPLY_ELSEWHERE },
      'This organisation takes applications at its own address or by mail: see how to apply',
    );
  const kind = APPLICATION_KIND_OF[type];
  let fields: { coverLetter: string | null; answers: StoredAnswer[]; profile: ApplicantProfile | null };
  let resumeFileId: number | null = null;
  if (kind === 'APPLICATION') {
    if (!request.coverLetter) throw new ValidationError({ coverLetter: 'A cover letter is required' });
    const answers = await checkedAnswers(db, id, request);
    const snapshot = await profileSnapshot(db, userId, request);
    fields = { coverLetter: request.coverLetter, answers, profile: snapshot.profile };
    resumeFileId = snapshot.resumeFileId;
  } else {
    fields = { coverLetter: null, answers: [], profile: null };
  }
  const timestamp = Math.floor(now().getTime() / 1000);
  const { created } = await db.transaction(async (tx) => {
    const stored = await upsertApplication(tx, { userId, listingId: id, kind, ...fields, resumeFileId });
    if (stored.created && outbox)
      await tellEveryone(tx, outbox, signer, applicant, listing, fields, timestamp);
    return stored;
  });
  const stored = await findApplicationOfUser(db, userId, id);
  const [row] = stored ? await withListings(db, [stored]) : [];
  if (!row) throw new Error(`application of user ${userId} to listing ${id} vanished`);
  return { application: presentApplication(row), created };
}

/**
 * In the application's transaction (`tx`): the mails of a new application into the outbox, to the
 * organisation's admins who get them (orgnotifications' recipientsFor: their preferences for this
 * organisation and their switch for every organisation) and to the applicant (unless they turned it off).
 */
async function tellEveryone(
  tx: Db,
  outbox: Outbox,
  signer: UnsubscribeSigner,
  applicant: Recipient,
  listing: ListingRecord,
  fields: { coverLetter: string | null; answers: StoredAnswer[]; profile: ApplicantProfile | null },
  timestamp: number,
): Promise<void> {
  const userId = applicant.id;
  const admins = await recipientsFor(tx, signer, listing.org_id, 'APPLICATIONS_RECEIVED', {
    now: new Date(timestamp * 1000),
  });
  // The applicant's receipt is a kind of mail they may turn off (notification preferences).
  const confirm = await isEmailEnabled(tx, userId, 'APPLICATION_CONFIRMATIONS');
  const kind = APPLICATION_KIND_OF[listing.listing_type];
  const applicantName =
    [applicant.first_name, applicant.last_name].filter(Boolean).join(' ') || applicant.email;
  const resume = fields.profile?.resume ?? null;
  for (const admin of admins) {
    // Each admin's link turns these notices off for THIS organisation only (the org variant).
    await outbox.add(tx, {
      kind: 'mail',
      to: admin.email,
      lang: admin.lang,
      template: 'applicationReceived',
      data: {
        firstName: admin.first_name,
        kind,
        orgId: listing.org_id,
        orgName: listing.org_name,
        listingTitle: listing.title,
        applicantName,
        applicantEmail: applicant.email,
        coverLetter: fields.coverLetter,
        answers: fields.answers,
        resumePath: resume ? `/data/resumes/${resume.id}` : null,
        resumeName: resume?.name ?? null,
        unsubscribePath: admin.unsubscribePath,
      },
      headers: admin.headers,
    });
  }
  const receipt = unsubscribeParts(signer, {
    preferenceName: 'application-confirmations',
    userId,
    timestamp,
  });
  if (confirm)
    await outbox.add(tx, {
      kind: 'mail',
      to: applicant.email,
      lang: applicant.lang,
      template: 'applicationConfirmation',
      data: {
        firstName: applicant.first_name,
        kind,
        orgName: listing.org_name,
        listingTitle: listing.title,
        listingPath: listingPath(listing.locale, listing.listing_type, listing.id, listing.title, {
          orgType: listing.org_type,
        }),
        unsubscribePath: receipt.unsubscribePath,
      },
      headers: receipt.headers,
    });
}

/** The user's application to this listing, or null. */
export async function myApplication(
  db: Db,
  userId: number,
  type: ListingType,
  id: number,
): Promise<Application | null> {
  await listingOfType(db, type, id);
  const row = await findApplicationOfUser(db, userId, id);
  if (!row) return null;
  const [record] = await withListings(db, [row]);
  return record ? presentApplication(record) : null;
}

/** One page of the user's applications, newest first. */
export async function listApplications(db: Db, userId: number, page: number): Promise<ApplicationsAnswer> {
  const size = APPLICATIONS_PAGE_SIZE;
  const { rows, count } = await findApplicationsPage(db, userId, size, (page - 1) * size);
  const records = await withListings(db, rows);
  return { applications: records.map(presentApplicationSummary), count, pageCount: Math.ceil(count / size) };
}

/**
 * Whether `reader` administers an organisation that received THIS file: an application of the file's
 * owner, carrying it, to a listing of that organisation. Having applied elsewhere, an RSVP to an event, or a
 * résumé uploaded after the application do not count. (The resumes module's download asks this.)
 */
export async function resumeSentToReader(
  db: Db,
  file: { id: number; owner_id: number },
  reader: { adminOrgIds: readonly number[] },
): Promise<boolean> {
  if (reader.adminOrgIds.length === 0) return false;
  const orgs = await findOrgIdsOfListings(db, await findListingsSentFile(db, file.id, file.owner_id));
  return [...orgs.values()].some((orgId) => reader.adminOrgIds.includes(orgId));
}

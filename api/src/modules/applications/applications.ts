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
import type { Mailer } from '../../platform/mail';
import { getApplicantProfile, ownResumeFileId } from '../applicantprofile/applicantProfile';
import { unsubscribeParts, type UnsubscribeSigner } from '../unsubscribe/unsubscribeLinks';
import { isEmailEnabled } from '../usersettings/userSettingsRepository';
import { isPublic } from '../listings/listingPresenter';
import { findListingById } from '../listings/listingRepository';
import type { ListingRecord } from '../listings/listingRows';
import { findFileByPublicId } from '../resumes/fileRepository';
import { presentResumeFile } from '../resumes/resumePresenter';
import { presentApplication, presentApplicationSummary } from './applicationPresenter';
import {
  findApplicationOfUser,
  findApplicationsPage,
  findListingQuestions,
  findOrgAdminRecipients,
  findUserRecipient,
  upsertApplication,
  type Recipient,
  type StoredAnswer,
} from './applicationRepository';

const notFound = () => new NotFoundError({ id: 'No listing of this type with this id' });

/** A listing takes applications while it is public (published, organisation not frozen) and before its deadline. */
export function isOpen(listing: ListingRecord, now: Date): boolean {
  return isPublic(listing) && (listing.expires_at === null || new Date(listing.expires_at) > now);
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
  mailer: Mailer | undefined;
  /** Signs the unsubscribe links of the mails a person may turn off. */
  signer: UnsubscribeSigner;
  now?: () => Date;
}

/**
 * Applies to a listing (JOB, INTERNSHIP), says "I'm interested" (VOLOP) or "I'll attend" (EVENT). Once
 * per user and listing: again updates the same application. Only a user whose email is verified may
 * apply (403), and a closed listing refuses (409). The organisation's admins and the applicant are mailed,
 * each in their own language, when the application is new only: a change to it is not mailed again, so
 * re-submitting cannot make the product's address send the applicant's text over and over.
 */
export async function apply(
  { db, mailer, signer, now = () => new Date() }: ApplyDeps,
  userId: number,
  type: ListingType,
  id: number,
  request: ApplicationRequest,
): Promise<{ application: Application; created: boolean }> {
  const applicant = await findUserRecipient(db, userId);
  if (!applicant?.email_verified)
    throw new ForbiddenError(
      { email: APPLICATION_ERROR_CODES.EMAIL_NOT_VERIFIED },
      'Verify your email address before applying',
    );
  const listing = await listingOfType(db, type, id);
  if (!isOpen(listing, now()))
    throw new ConflictError(
      { listing: APPLICATION_ERROR_CODES.LISTING_CLOSED },
      'This listing is closed: it no longer takes applications',
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
  const { created } = await upsertApplication(db, { userId, listingId: id, kind, ...fields, resumeFileId });
  const row = await findApplicationOfUser(db, userId, id);
  if (!row) throw new Error(`application of user ${userId} to listing ${id} vanished`);
  if (created)
    await tellEveryone(db, mailer, signer, applicant, listing, fields, Math.floor(now().getTime() / 1000));
  return { application: presentApplication(row), created };
}

/** The mails of a new application; one that fails is logged, not a failed application (it is stored). */
async function tellEveryone(
  db: Db,
  mailer: Mailer | undefined,
  signer: UnsubscribeSigner,
  applicant: Recipient,
  listing: ListingRecord,
  fields: { coverLetter: string | null; answers: StoredAnswer[]; profile: ApplicantProfile | null },
  timestamp: number,
): Promise<void> {
  if (!mailer) return;
  const userId = applicant.id;
  const admins = await findOrgAdminRecipients(db, listing.org_id);
  // The applicant's receipt is a kind of mail they may turn off (notification preferences).
  const confirm = await isEmailEnabled(db, userId, 'APPLICATION_CONFIRMATIONS');
  const kind = APPLICATION_KIND_OF[listing.listing_type];
  const applicantName =
    [applicant.first_name, applicant.last_name].filter(Boolean).join(' ') || applicant.email;
  const resume = fields.profile?.resume ?? null;
  const mails = [
    ...admins.map((admin) => {
      // Each admin's notices are turned off for THIS organisation only (the org variant of the link).
      const unsubscribe = unsubscribeParts(signer, {
        preferenceName: 'applications-received',
        userId: admin.id,
        timestamp,
        orgId: listing.org_id,
      });
      return mailer.send({
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
          unsubscribePath: unsubscribe.unsubscribePath,
        },
        headers: unsubscribe.headers,
      });
    }),
  ];
  const receipt = unsubscribeParts(signer, {
    preferenceName: 'application-confirmations',
    userId,
    timestamp,
  });
  if (confirm)
    mails.push(
      mailer.send({
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
      }),
    );
  for (const result of await Promise.allSettled(mails))
    if (result.status === 'rejected') console.error('application mail not sent:', result.reason);
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
  return row ? presentApplication(row) : null;
}

/** One page of the user's applications, newest first. */
export async function listApplications(db: Db, userId: number, page: number): Promise<ApplicationsAnswer> {
  const size = APPLICATIONS_PAGE_SIZE;
  const { rows, count } = await findApplicationsPage(db, userId, size, (page - 1) * size);
  return { applications: rows.map(presentApplicationSummary), count, pageCount: Math.ceil(count / size) };
}

import {
  POSTING_ERROR_CODES as E,
  publishProblems,
  type ListingDraftInput,
  type OrgListing,
  type UpdateListingDraftInput,
} from '@opengood/contracts';
import { slugify } from '@opengood/routes';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { moduleLogger } from '../../platform/log';
import { sanitizeRichText } from '../../platform/richText';
import { placeRowOf } from '../places';
import {
  isEditable,
  isLive,
  statusOf,
  transition,
  TransitionRefused,
  type ListingTransition,
} from './listingLifecycle';
import { noteIndexing } from './indexingNotices';
import { presentOrgListing } from './postingPresenter';
import * as repo from './postingRepository';
import { findQuestionsOf, storeQuestions } from './questionRepository';

// Posting (docs/product/organisations.md#posting-a-listing): an organisation's admins write a draft, save it as
// often as they like (each save names the version it was read at, so a second admin's stale save is refused
// rather than silently overwriting the first), publish it and close it. Every change of state is a
// transition of listingLifecycle.ts; this file only stores what the lifecycle answers.

const log = moduleLogger('listings');
const NO_LISTING = () => new NotFoundError({ listingId: E.NO_LISTING });

/** The columns of a draft as its admin wrote it: the description sanitised, the place resolved. */
async function fieldsOf(db: Db, input: ListingDraftInput): Promise<repo.PostingFields> {
  let placeId: number | null = null;
  if (input.placeId !== null) {
    placeId = await placeRowOf(db, input.placeId);
    if (placeId === null) throw new ValidationError({ placeId: E.PLACE_INVALID });
  }
  return {
    listing_type: input.listingType,
    title: input.title,
    slug: slugify(input.title),
    // What the editor cannot produce (scripts, styles, attributes) is removed here, whatever the form sent.
    description: sanitizeRichText(input.description),
    locale: input.locale,
    place_id: placeId,
    location_type: input.locationType,
    remote_countries: input.locationType === 'REMOTE' ? input.remoteCountries : [],
    job_type: input.jobType,
    professional_level: input.professionalLevel,
    education: input.education,
    payment: input.payment,
    functions: input.functions,
    areas_of_focus: input.areasOfFocus,
    benefits: input.benefits,
    salary_minimum: input.salaryMinimum,
    salary_maximum: input.salaryMaximum,
    salary_currency: input.salaryCurrency,
    salary_period: input.salaryPeriod,
    apply_method: input.applyMethod,
    apply_url: input.applyMethod === 'URL' ? input.applyUrl : null,
    apply_email: input.applyMethod === 'EMAIL' ? input.applyEmail : null,
    expires_at: input.deadline === null ? null : new Date(input.deadline),
    starts_at: input.startsAt === null ? null : new Date(input.startsAt),
    ends_at: input.endsAt === null ? null : new Date(input.endsAt),
    time_zone: input.timeZone,
  };
}

/** The organisation's listings, whatever their state, newest first, each with its questions. */
export async function listOrgListings(db: Db, orgId: number, now = new Date()): Promise<OrgListing[]> {
  if (!(await repo.orgIsLive(db, orgId))) throw new NotFoundError({ orgId: 'No organization with this id' });
  const rows = await repo.findOrgListings(db, orgId);
  const questions = await findQuestionsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => presentOrgListing(row, now, questions.get(row.id)));
}

/** One listing as its admins edit it, with its questions in order; NO_LISTING when it is not theirs. */
async function loadOrgListing(db: Db, orgId: number, listingId: number, now: Date): Promise<OrgListing> {
  const row = await repo.findOrgListing(db, orgId, listingId);
  if (!row) throw NO_LISTING();
  return presentOrgListing(row, now, (await findQuestionsOf(db, [listingId])).get(listingId));
}

export function getOrgListing(db: Db, orgId: number, listingId: number, now = new Date()) {
  return loadOrgListing(db, orgId, listingId, now);
}

/** The draft's screening questions stored (questionRepository.ts); an id not of this listing is refused. */
async function saveQuestions(tx: Db, listingId: number, questions: ListingDraftInput['questions']) {
  if (!(await storeQuestions(tx, listingId, questions)))
    throw new ValidationError({ questions: E.QUESTIONS_INVALID });
}

/** A new draft: nothing public until it is published. */
export async function createDraft(
  db: Db,
  orgId: number,
  input: ListingDraftInput,
  now = new Date(),
): Promise<OrgListing> {
  const fields = await fieldsOf(db, input);
  return db.transaction(async (tx) => {
    const id = await repo.insertDraft(tx, orgId, fields, now);
    if (id === null) throw new NotFoundError({ orgId: 'No organization with this id' });
    await saveQuestions(tx, id, input.questions);
    return loadOrgListing(tx, orgId, id, now);
  });
}

/**
 * Repost (docs/product/organisations.md#posting-a-listing): a new draft copied from any listing of the
 * organisation — its fields and its questions (as new questions: the old listing's applications keep
 * theirs) — without its deadline, its dates or its applications, for the admin to date and publish. The
 * listing it comes from is left as it is.
 */
export async function repostListing(
  db: Db,
  orgId: number,
  listingId: number,
  now = new Date(),
): Promise<OrgListing> {
  return db.transaction(async (tx) => {
    const row = await repo.findOrgListing(tx, orgId, listingId);
    if (!row) throw NO_LISTING();
    const questions = (await findQuestionsOf(tx, [listingId])).get(listingId) ?? [];
    const fields: repo.PostingFields = {
      ...repo.fieldsOfRow(row),
      expires_at: null,
      starts_at: null,
      ends_at: null,
    };
    const id = await repo.insertDraft(tx, orgId, fields, now);
    if (id === null) throw NO_LISTING();
    await saveQuestions(
      tx,
      id,
      questions.map(({ prompt, required }) => ({ prompt, required })),
    );
    log.info({ listingId: id, repostOf: listingId }, 'listing reposted as a draft');
    return loadOrgListing(tx, orgId, id, now);
  });
}

/**
 * Saves a draft or a live listing. The row is locked first, so of two admins saving at once one waits; a
 * `version` behind the stored one is refused (409 STALE_VERSION) and nothing of it is stored. A live
 * listing keeps its type (its address and its applications depend on it).
 */
export async function updateDraft(
  db: Db,
  orgId: number,
  listingId: number,
  input: UpdateListingDraftInput,
  now = new Date(),
): Promise<OrgListing> {
  const fields = await fieldsOf(db, input);
  return db.transaction(async (tx) => {
    const row = await repo.findOrgListing(tx, orgId, listingId, true);
    if (!row) throw NO_LISTING();
    if (row.version !== input.version)
      throw new ConflictError(
        { version: E.STALE_VERSION },
        'Someone saved this listing after you opened it: reload it to see their changes',
      );
    const state = statusOf(row, now);
    if (!isEditable(state))
      throw new ConflictError({ status: E.NOT_EDITABLE }, `A ${state} listing cannot be edited`);
    if (state !== 'DRAFT' && fields.listing_type !== row.listing_type)
      throw new ValidationError({ listingType: E.LISTING_TYPE_INVALID });
    // A live listing was published with a description; it keeps one.
    if (state !== 'DRAFT' && fields.description === '')
      throw new ValidationError({ description: E.DESCRIPTION_REQUIRED });
    await repo.updateFields(tx, listingId, fields);
    await saveQuestions(tx, listingId, input.questions);
    // A live listing's page changed: the search engines are told (indexingNotices.ts).
    if (isLive(state)) await noteIndexing(tx, [listingId], 'URL_UPDATED');
    return loadOrgListing(tx, orgId, listingId, now);
  });
}

/** A lifecycle transition of one listing, in a transaction that locks it. */
async function act(
  db: Db,
  orgId: number,
  listingId: number,
  transitionName: ListingTransition,
  now: Date,
  check?: (row: repo.PostingRow, tx: Db) => Promise<void>,
  by?: { userId: number },
): Promise<OrgListing> {
  return db.transaction(async (tx) => {
    const row = await repo.findOrgListing(tx, orgId, listingId, true);
    if (!row) throw NO_LISTING();
    await check?.(row, tx);
    let change;
    try {
      // The draft's deadline is what publishing dates it to (none: the type's default).
      const deadline = row.expires_at === null ? undefined : new Date(row.expires_at);
      change = transition(row, transitionName, now, transitionName === 'close' ? undefined : deadline);
    } catch (error) {
      if (error instanceof TransitionRefused)
        throw new ConflictError({ status: E.TRANSITION_REFUSED }, error.message);
      if (error instanceof RangeError)
        throw new ValidationError({ deadline: E.DEADLINE_PASSED }, error.message);
      throw error;
    }
    await repo.storeChange(tx, listingId, change);
    log.info(
      { listingId, transition: transitionName, status: change.status, ...(by ? { by: by.userId } : {}) },
      'listing transition',
    );
    return loadOrgListing(tx, orgId, listingId, now);
  });
}

/**
 * Publishes a draft: a volunteer opportunity or an event goes live; a job or internship waits for payment
 * (AWAITING_PAYMENT), which billing completes. A draft that is not ready (the contracts' publishProblems:
 * description, place, a job's type and level, an internship's payment, functions, a deadline ahead) is
 * refused with those field errors, and stays a draft.
 */
export function publishListing(db: Db, orgId: number, listingId: number, now = new Date()) {
  return act(db, orgId, listingId, 'publish', now, async (row, tx) => {
    if (statusOf(row, now) !== 'DRAFT') return;
    const problems = publishProblems(await loadOrgListing(tx, orgId, listingId, now), now);
    if (Object.keys(problems).length > 0) throw new ValidationError(problems as Record<string, string>);
  });
}

/**
 * Complimentary publication by staff, until billing lands (issue 19): a listing waiting for payment goes
 * live through the lifecycle's `paid` transition, as a payment would make it; the log names who did it.
 */
export function publishListingFree(
  db: Db,
  orgId: number,
  listingId: number,
  staffUserId: number,
  now = new Date(),
) {
  return act(db, orgId, listingId, 'paid', now, undefined, { userId: staffUserId });
}

/** Takes a live or expired listing down: it leaves search and takes no application. */
export function closeListing(db: Db, orgId: number, listingId: number, now = new Date()) {
  return act(db, orgId, listingId, 'close', now);
}

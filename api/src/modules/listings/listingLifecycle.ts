import {
  LISTING_STATES,
  type ListingState,
  type ListingStatus,
  type ListingType,
  type OrgStatus,
} from '@opengood/contracts';

// The listing lifecycle, in one place (docs/product/listings.md "Listing lifecycle"): a listing's states,
// the transitions between them, and the two questions every other part of the api asks — may the public
// see its page (isPublic), and is it open (listed in search, the sitemap, similar listings and its
// organisation's profile, and taking applications: isOpen). The SQL predicates at the end say the same in
// SQL; listingLifecycle.test.ts checks that both agree on every case. Whether an organisation is public (a
// frozen one is not) is decided here as well: it is part of every listing's answer.

/**
 * DRAFT: being written, never shown to the public. AWAITING_PAYMENT: a job or internship its admin
 * published, not shown until billing completes it (the `paid` transition). PUBLISHED: live until its
 * deadline. CLOSED: taken down by its organisation (or staff). EXPIRED: past its deadline (`expires_at`), by the clock alone. The names
 * are the contracts' (the org dashboard's answer carries them).
 */
export { LISTING_STATES, type ListingState };

/**
 * The status column as stored: PUBLISHED and UNPUBLISHED (= CLOSED) (migrations/20261121000300_listings.sql),
 * DRAFT and AWAITING_PAYMENT (migration listing_posting).
 */
export type StoredListingStatus = ListingStatus | 'DRAFT' | 'AWAITING_PAYMENT';

/**
 * An organisation's status as stored: the contracts' PUBLISHED or FROZEN, or DELETED (by an owner:
 * docs/product/organisations.md#deleting-an-organisation), which no answer carries: a deleted
 * organisation's pages and its listings' pages answer 410, and it is nobody's to administer.
 */
export type StoredOrgStatus = OrgStatus | 'DELETED';

/** The status an owner's deletion stores (the orgs module writes it). */
export const DELETED_ORG: StoredOrgStatus = 'DELETED';

/** What the lifecycle reads of a listing: its stored status, its deadline, its organisation's status. */
export interface LifecycleFacts {
  status: StoredListingStatus;
  expires_at: Date | string | null;
  org_status: StoredOrgStatus;
}

const millis = (at: Date | number) => (typeof at === 'number' ? at : at.getTime());

/** The listing's own state at `now` (its organisation aside: see isPublic). */
export function statusOf(listing: Omit<LifecycleFacts, 'org_status'>, now: Date | number): ListingState {
  switch (listing.status) {
    case 'DRAFT':
      return 'DRAFT';
    case 'AWAITING_PAYMENT':
      return 'AWAITING_PAYMENT';
    case 'UNPUBLISHED':
      return 'CLOSED';
    case 'PUBLISHED':
      return listing.expires_at !== null && new Date(listing.expires_at).getTime() <= millis(now)
        ? 'EXPIRED'
        : 'PUBLISHED';
  }
}

/**
 * An organisation the public may see: PUBLISHED, not FROZEN. A frozen one shows the unpublished view of its
 * profile and hides all its listings, whatever their state (docs/product/listings.md "Published and
 * unpublished"). The organizations module asks here too.
 */
export const isOrgPublic = (orgStatus: StoredOrgStatus) => orgStatus === 'PUBLISHED';

/** Deleted by an owner: gone for good (410), its listings with it. */
export const isOrgDeleted = (orgStatus: StoredOrgStatus) => orgStatus === 'DELETED';

/** Whether `status` is one an organisation may be given from its dashboard (staff: freeze, publish). */
export const isOrgStatus = (status: StoredOrgStatus): status is OrgStatus => !isOrgDeleted(status);

export const isOrgFrozen = (listing: Pick<LifecycleFacts, 'org_status'>) => !isOrgPublic(listing.org_status);

/**
 * The public may see the listing's page (the published view): published or expired (the page says since
 * when it is closed, and takes no application), and its organisation not frozen. Otherwise the page shows
 * the unpublished view.
 */
export function isPublic(listing: LifecycleFacts, now: Date | number): boolean {
  const state = statusOf(listing, now);
  return !isOrgFrozen(listing) && (state === 'PUBLISHED' || state === 'EXPIRED');
}

/**
 * The listing is open: published, before its deadline, its organisation not frozen. Only an open listing is
 * listed (search, sitemap, similar listings, its organisation's profile) and takes applications.
 */
export function isOpen(listing: LifecycleFacts, now: Date | number): boolean {
  return !isOrgFrozen(listing) && statusOf(listing, now) === 'PUBLISHED';
}

/** Applying, RSVPing and saying one is interested: only while the listing is open. */
export const isOpenForApplications = isOpen;

/** Which variant a detail answer is (JOB or UNPUBLISHED_JOB, …). */
export const viewOf = (listing: LifecycleFacts, now: Date | number): 'PUBLISHED' | 'UNPUBLISHED' =>
  isPublic(listing, now) ? 'PUBLISHED' : 'UNPUBLISHED';

/**
 * The status an organisation's dashboard answer carries: the listing's own state (DRAFT, PUBLISHED, CLOSED,
 * EXPIRED). The organisation's own status is shown beside it, so a freeze is not folded in.
 */
export function dashboardStatusOf(
  listing: Omit<LifecycleFacts, 'org_status'>,
  now: Date | number,
): ListingState {
  return statusOf(listing, now);
}

// Transitions. EXPIRED is reached by the clock only (at expires_at); the others are an organisation's
// acts from its dashboard.

export type ListingTransition = 'publish' | 'paid' | 'withdraw' | 'close' | 'repost';

export const TRANSITIONS: Readonly<
  Record<ListingTransition, { from: readonly ListingState[]; to: ListingState }>
> = {
  /**
   * A draft goes live, with a deadline; a job or internship waits for payment first (PAID_TYPES), and goes
   * live when billing says it is paid.
   */
  publish: { from: ['DRAFT'], to: 'PUBLISHED' },
  paid: { from: ['AWAITING_PAYMENT'], to: 'PUBLISHED' },
  /**
   * Taken out of the cart by its admin (docs/product/billing.md): back to a draft, unpaid, to edit or
   * publish again later.
   */
  withdraw: { from: ['AWAITING_PAYMENT'], to: 'DRAFT' },
  /** Taken down: no longer listed, its page shows the unpublished view. */
  close: { from: ['PUBLISHED', 'EXPIRED'], to: 'CLOSED' },
  /** Live again, as new: a new publication date and deadline. */
  repost: { from: ['CLOSED', 'EXPIRED'], to: 'PUBLISHED' },
};

/** The transitions a listing in `state` allows. */
export function allowedTransitions(state: ListingState): ListingTransition[] {
  return (Object.keys(TRANSITIONS) as ListingTransition[]).filter((t) => TRANSITIONS[t].from.includes(state));
}

export function canTransition(state: ListingState, transition: ListingTransition): boolean {
  return TRANSITIONS[transition].from.includes(state);
}

/** How long a listing stays published when its organisation gives no deadline (the seed uses the same). */
export const DEFAULT_OPEN_DAYS: Readonly<Record<ListingType, number>> = {
  JOB: 60,
  INTERNSHIP: 90,
  VOLOP: 90,
  EVENT: 90,
};

const DAY_MS = 86_400_000;

/**
 * The types an organisation pays to publish (docs/product/organisations.md#posting-a-listing): a volunteer
 * opportunity or an event publishes free.
 */
export const PAID_TYPES: readonly ListingType[] = ['JOB', 'INTERNSHIP'];
export const needsPayment = (type: ListingType) => PAID_TYPES.includes(type);

/** The deadline of a listing published at `from` without one of its own. */
export const defaultExpiry = (type: ListingType, from: Date | number) =>
  new Date(millis(from) + DEFAULT_OPEN_DAYS[type] * DAY_MS);

/** The columns a transition writes (for the posting routes to store). */
export interface StoredChange {
  status: StoredListingStatus;
  published_at?: Date;
  expires_at?: Date | null;
  /** Going live again forgets when the expiry job last recorded the listing's expiry. */
  expired_at?: null;
}

export class TransitionRefused extends Error {
  constructor(
    readonly state: ListingState,
    readonly transition: ListingTransition,
  ) {
    super(`A ${state.toLowerCase()} listing cannot ${transition}`);
  }
}

/**
 * What a transition stores; TransitionRefused when the listing's state does not allow it. Publishing and
 * reposting date the listing `now` and need a deadline after it (the type's default when none is given,
 * null for none; a past one is a RangeError); closing keeps the dates. Publishing a job or internship
 * stores AWAITING_PAYMENT with the deadline asked for (checked now, and again when `paid` dates it).
 */
export function transition(
  listing: Omit<LifecycleFacts, 'org_status'> & { listing_type: ListingType },
  act: ListingTransition,
  now: Date | number,
  expiresAt?: Date | null,
): StoredChange {
  const state = statusOf(listing, now);
  if (!canTransition(state, act)) throw new TransitionRefused(state, act);
  if (act === 'close') return { status: 'UNPUBLISHED' };
  // Back to a draft: the deadline it was published with stays on the form.
  if (act === 'withdraw') return { status: 'DRAFT' };
  const at = new Date(millis(now));
  const deadline = expiresAt === undefined ? defaultExpiry(listing.listing_type, at) : expiresAt;
  if (deadline !== null && deadline.getTime() <= at.getTime())
    throw new RangeError(`A listing cannot ${act} with a deadline that has passed`);
  if (act === 'publish' && needsPayment(listing.listing_type))
    return { status: 'AWAITING_PAYMENT', expires_at: expiresAt === undefined ? null : expiresAt };
  return { status: 'PUBLISHED', published_at: at, expires_at: deadline, expired_at: null };
}

/** Live: its page is what the public sees now, so a change to it is news for search engines. */
export const isLive = (state: ListingState) => state === 'PUBLISHED';

/**
 * What search engines are told of a stored transition (indexingNotices.ts): going live is URL_UPDATED,
 * being taken down URL_DELETED; waiting for payment changes nothing the public sees (null).
 */
export function indexingNoticeOf(change: StoredChange): 'URL_UPDATED' | 'URL_DELETED' | null {
  if (change.status === 'PUBLISHED') return 'URL_UPDATED';
  if (change.status === 'UNPUBLISHED') return 'URL_DELETED';
  return null;
}

/** A listing its organisation's admins may still edit: a draft, or a live listing (not waiting for payment). */
export function isEditable(state: ListingState): boolean {
  return state === 'DRAFT' || state === 'PUBLISHED';
}

// The same rules in SQL, for queries over `listings` (alias `l`) joined to `organizations` (alias `o`).
// `now` is an SQL expression: a parameter such as `$3::timestamptz`, or now() by default.

/** SQL: the organisation (alias `o`) is public (isOrgPublic). */
export function publicOrgSql(o = 'o'): string {
  return `${o}.status = 'PUBLISHED'`;
}

/** SQL: the organisation (alias `o`) is not deleted (isOrgDeleted): it still exists for its admins and staff. */
export function liveOrgSql(o = 'o'): string {
  return `${o}.status <> 'DELETED'`;
}

/** SQL: the listing (alias `l`) waits for payment: it is in its organisation's cart (billing). */
export function awaitingPaymentSql(l = 'l'): string {
  return `${l}.status = 'AWAITING_PAYMENT'`;
}

/** SQL: the listing's page shows the published view (isPublic). */
export function publicListingSql(l = 'l', o = 'o'): string {
  return `(${l}.status = 'PUBLISHED' AND ${publicOrgSql(o)})`;
}

/** SQL: the row's deadline (`expires_at` of alias `l`) has not come: a public listing is open then. */
function beforeDeadlineSql(l: string, now: string): string {
  return `(${l}.expires_at IS NULL OR ${l}.expires_at > ${now})`;
}

/** SQL: the listing is open (isOpen): public and before its deadline. */
export function openListingSql(l = 'l', o = 'o', now = 'now()'): string {
  return `(${publicListingSql(l, o)} AND ${beforeDeadlineSql(l, now)})`;
}

/**
 * SQL: a listing whose deadline has come (EXPIRED by the clock) that the expiry job has not recorded yet
 * (`expired_at`, alias `l`). The job records it; the state was EXPIRED already, so nothing the public sees
 * waits for the job.
 */
export function unrecordedExpirySql(l = 'l', now = 'now()'): string {
  return `(${l}.status = 'PUBLISHED' AND ${l}.expired_at IS NULL AND ${l}.expires_at <= ${now})`;
}

/**
 * SQL over the search's copy of the public listings (`listing_search` or `listing_search_text`, alias `s`,
 * which the database keeps to the listings publicListingSql chooses, with their deadline): the listing
 * is open (isOpen). Search and the saved-search alerts list only these.
 */
export function openSearchRowSql(s = 's', now = 'now()'): string {
  return beforeDeadlineSql(s, now);
}

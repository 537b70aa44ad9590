import {
  MAX_PAGE_SIZE,
  SAVED_SEARCH_ALERT_MAX_LISTINGS,
  savedSearchPreferenceName,
  searchQuerySchema,
  type ListingHit,
  type SearchHit,
  type SearchQueryInput,
} from '@opengood/contracts';
import { listingPath } from '@opengood/routes';
import type { Db } from '../../platform/db/db';
import { moduleLogger } from '../../platform/log';
import { isMailRefusal, type Mailer } from '../../platform/mail';
import { findRecipient } from '../accounts';
import { search } from '../search';
import { isEmailEnabled } from '../usersettings';
import {
  advanceWatermark,
  deleteAlert,
  findAlertingSearchIds,
  findSentListingIds,
  finishAlert,
  insertClaim,
  releaseAlert,
  WATERMARK_OVERLAP_SECONDS,
} from './alertRepository';
import { REMOTE_NAMES } from './savedSearchNames';
import { findSavedSearch, type SavedSearchRow } from './savedSearchRepository';
import { unsubscribeParts } from '../../platform/mail/unsubscribeLinks';

const log = moduleLogger('savedsearches');

// Saved-search alerts. For each saved search with notifyByEmail, the listings of its type that match its
// keywords, filters and place and were published since its watermark go out in ONE mail to its owner.
//
// The guarantee: a listing is mailed AT MOST ONCE per saved search. Before anything is sent, one
// transaction records the alert, inserts each listing into saved_search_sent_listings (primary key
// (saved_search_id, listing_id): a listing another run claimed first is skipped) and moves the watermark
// (the "claim"); only the listings this claim won go in the mail, and only after it committed. So:
// - a second run, concurrent or later, finds the listings claimed and sends nothing for them;
// - a crash after the claim and before the mail server accepted the mail loses those listings for this
//   search (the alert row stays CLAIMED, for an operator to see), rather than risk sending them twice;
// - when the mail server refuses the mail outright (an SMTP reply of 4xx/5xx, or no connection at all:
//   it certainly did not take it: platform/mail isMailRefusal) the claim is released and the next run
//   retries those listings;
// - any other failure (a connection dropped or timed out while the message was on its way) may have
//   delivered it: the alert is marked UNCERTAIN and its listings stay claimed.
//
// Other mails go through the platform's outbox (platform/outbox), which follows the same rule per mail.
// Alerts keep their own claim, for what the outbox would not add: the claim is already what the outbox's
// row is (recorded in a transaction before the send, SENT after, released on a refusal, UNCERTAIN
// otherwise), and it is per listing: a refused alert gives its listings back to the next alert, which
// searches again (leaving out those closed or expired meanwhile, adding the new ones) instead of retrying
// a stale mail hours later. What moving would add is the few milliseconds between the claim's commit and
// the hand-over to the mail server, where a crash loses that alert's listings (the alert stays CLAIMED).

export interface AlertSettings {
  /** Signs unsubscribe links (AUTH_SECRET). */
  secret: string;
  /** The gateway's public address: links in the mail, and the one-click unsubscribe address. */
  publicUrl: string;
  /** A mailbox that unsubscribes on receipt, offered as the List-Unsubscribe mailto; omitted when unset. */
  unsubscribeMailto?: string;
}

export interface AlertDeps extends AlertSettings {
  db: Db;
  mailer: Mailer;
  /** The clock (tests pin it). */
  now?: () => number;
  /** Test seam: runs after the claim committed and before the mail is sent (a crash is simulated here). */
  afterClaim?: (savedSearchId: number) => Promise<void>;
}

export interface AlertResult {
  mailed: boolean;
  listings: number;
}

/** Pages of newest results read at most per alert. */
const MAX_PAGES = 5;

/** The saved search as a search query: its type, keywords, facets and place, newest first. */
function queryOf(row: SavedSearchRow, lang: SearchQueryInput['lang'], page: number) {
  const input: Record<string, unknown> = {
    type: row.search_type,
    q: row.text,
    sort: 'newest',
    lang,
    page: String(page),
    pageSize: String(MAX_PAGE_SIZE),
    radius: row.radius,
  };
  for (const [name, values] of Object.entries(row.filters)) {
    // The date bounds are single values; facets are lists.
    input[name] = name === 'startsLT' || name === 'endsGT' ? values[0] : values;
  }
  const location = row.location;
  // The place as the page searched it: its gazetteer id (the city's own extent for 'auto'), else its point.
  if (location?.isRemote) input.placeId = 'remote';
  else if (location && row.place_id) input.placeId = row.place_id;
  else if (location) {
    input.lat = String(Number(location.latitude.toFixed(6)));
    input.lng = String(Number(location.longitude.toFixed(6)));
    if (location.stateCode) input.stateCode = location.stateCode;
    input.countryCode = location.countryCode;
  }
  return searchQuerySchema.safeParse(input);
}

const isListingHit = (hit: SearchHit): hit is ListingHit => hit.type !== 'ORG';

/** The search's listings published after `since`, newest first, through the search module. */
async function newListings(
  db: Db,
  row: SavedSearchRow,
  lang: SearchQueryInput['lang'],
  since: number,
  now: () => number,
): Promise<ListingHit[]> {
  const found: ListingHit[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const query = queryOf(row, lang, page);
    if (!query.success) {
      log.warn(
        { savedSearchId: row.id, problem: query.error.message },
        'saved search no longer reads as a search',
      );
      return [];
    }
    const answer = await search(db, query.data, { now });
    const hits = answer.hits.filter(isListingHit);
    const fresh = hits.filter((h) => Date.parse(h.publishedAt) > since);
    found.push(...fresh);
    if (fresh.length < hits.length || page >= answer.nbPages) break;
  }
  return found;
}

/** Runs the alert of one saved search: claims its new listings, then mails them. */
export async function alertSavedSearch(deps: AlertDeps, savedSearchId: number): Promise<AlertResult> {
  const { db, mailer } = deps;
  const now = deps.now ?? Date.now;
  const nothing: AlertResult = { mailed: false, listings: 0 };
  const row = await findSavedSearch(db, savedSearchId);
  if (!row || !row.notify_by_email || row.search_type === 'ORG') return nothing;
  const recipient = await findRecipient(db, row.user_id);
  // Alerts go only to confirmed addresses, and not to a user who turned saved-search alerts off
  // (notification preferences; each search keeps its own switch as it was).
  if (!recipient?.email_verified) return nothing;
  if (!(await isEmailEnabled(db, row.user_id, 'SAVED_SEARCH_ALERTS'))) return nothing;

  const startedAt = new Date(now());
  const since = new Date(row.alerted_until).getTime() - WATERMARK_OVERLAP_SECONDS * 1000;
  const candidates = await newListings(db, row, recipient.lang, since, now);
  const sent =
    candidates.length > 0
      ? await findSentListingIds(
          db,
          row.id,
          candidates.map((h) => h.id),
        )
      : new Set();
  const chosen = candidates.filter((h) => !sent.has(h.id)).slice(0, SAVED_SEARCH_ALERT_MAX_LISTINGS);

  // The claim: the listings recorded as sent and the watermark moved, in one transaction.
  const claim = await db.transaction(async (tx) => {
    const locked = await findSavedSearch(tx, row.id, true);
    if (!locked?.notify_by_email) return null; // unsubscribed or deleted meanwhile
    await advanceWatermark(tx, row.id, startedAt);
    if (chosen.length === 0) return null;
    const { alertId, claimed } = await insertClaim(
      tx,
      row.id,
      locked.alerted_until,
      chosen.map((h) => h.id),
    );
    if (claimed.length === 0) {
      await deleteAlert(tx, alertId);
      return null;
    }
    return { alertId, claimed: new Set(claimed) };
  });
  if (!claim) return nothing;
  await deps.afterClaim?.(row.id);

  const listings = chosen.filter((h) => claim.claimed.has(h.id));
  const link = {
    preferenceName: savedSearchPreferenceName(row.id),
    userId: row.user_id,
    timestamp: Math.floor(now() / 1000),
  };
  const unsubscribeLink = unsubscribeParts(deps, link);
  const lang = recipient.lang;
  try {
    await mailer.send({
      to: recipient.email,
      lang,
      template: 'savedSearchAlert',
      data: {
        firstName: recipient.first_name,
        savedSearchId: row.id,
        searchName: row.name,
        listings: listings.map((h) => ({
          title: h.title,
          path: listingPath(lang, h.type, h.id, h.title, { orgType: h.org.orgType }),
          detail: [h.org.name, h.location?.text ?? (h.locationType === 'REMOTE' ? REMOTE_NAMES[lang] : null)]
            .filter(Boolean)
            .join(' · '),
        })),
        unsubscribePath: unsubscribeLink.unsubscribePath,
      },
      headers: unsubscribeLink.headers,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (isMailRefusal(error)) await releaseAlert(db, claim.alertId, message);
    else await finishAlert(db, claim.alertId, 'UNCERTAIN', message);
    throw error;
  }
  await finishAlert(db, claim.alertId, 'SENT');
  return { mailed: true, listings: listings.length };
}

export interface SweepResult {
  searches: number;
  mailsSent: number;
  listingsSent: number;
}

/**
 * One sweep over every saved search with an alert, one after the other (the queue runs them as separate
 * jobs; this is the same work in one call, for tests and the development trigger). A failing search is
 * reported and the sweep goes on.
 */
export async function sweepSavedSearchAlerts(deps: AlertDeps): Promise<SweepResult> {
  const ids = await findAlertingSearchIds(deps.db);
  const result: SweepResult = { searches: ids.length, mailsSent: 0, listingsSent: 0 };
  for (const id of ids) {
    try {
      const one = await alertSavedSearch(deps, id);
      if (one.mailed) result.mailsSent += 1;
      result.listingsSent += one.listings;
    } catch (error) {
      log.error({ savedSearchId: id, err: error }, 'saved search alert failed');
    }
  }
  return result;
}

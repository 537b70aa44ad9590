import type { Lang, ListingType, OrgType } from '@opengood/contracts';
import { listingPath } from '@opengood/routes';
import type { Db } from '../../platform/db/db';
import type { IndexingType, SearchIndexing } from '../../platform/indexing';
import { defineJob, type JobQueue } from '../../platform/jobs';
import { moduleLogger } from '../../platform/log';

// Search-engine indexing notices (docs/product/listings.md "Listing lifecycle"): every change to what the
// public sees of a listing — published (free, or paid / published free by staff), closed, expired, edited
// while live, closed with its organisation — writes a notice (listing_index_notices) in the change's own
// transaction, so a change that rolls back notifies nobody. The `search-indexing` job sends the due
// notices through the platform's indexing port, with the listing's public address in its language; past
// the port's daily quota the rest wait for the next UTC day. Google's guidelines want an expired or closed
// job's page out of the index quickly: URL_DELETED says so.

const log = moduleLogger('listings');

/** One run at a time; a burst of changes queues one run behind the one running. */
export const SEARCH_INDEXING_JOB = defineJob<object>('search-indexing', {
  policy: 'stately',
  deleteWhenDone: true,
});
/** Every five minutes: what a lost wake-up, a failed send or yesterday's quota left behind. */
export const SEARCH_INDEXING_SCHEDULE = '*/5 * * * *';

const RETRY_MINUTES = 15;
const BATCH = 50;

/** In the caller's transaction: notices of these listings' change. */
export async function noteIndexing(tx: Db, listingIds: readonly number[], type: IndexingType): Promise<void> {
  if (listingIds.length === 0) return;
  await tx.query('INSERT INTO listing_index_notices (listing_id, type) SELECT unnest($1::int[]), $2', [
    listingIds,
    type,
  ]);
}

/** SQL (a CTE body's tail): notices for the ids a `RETURNING id` CTE named `cte` answers. */
export const noteIndexingSql = (cte: string, type: IndexingType) =>
  `INSERT INTO listing_index_notices (listing_id, type) SELECT id, '${type}' FROM ${cte}`;

interface DueNotice {
  id: number;
  type: IndexingType;
  listing_id: number;
  listing_type: ListingType;
  locale: Lang;
  title: string;
  org_type: OrgType;
}

async function findDue(db: Db, now: Date): Promise<DueNotice[]> {
  const { rows } = await db.query<DueNotice>(
    `SELECT n.id, n.type, l.id AS listing_id, l.listing_type, l.locale, l.title, o.org_type
       FROM listing_index_notices n JOIN listings l ON l.id = n.listing_id JOIN organizations o ON o.id = l.org_id
      WHERE n.sent_at IS NULL AND n.available_at <= $1 ORDER BY n.available_at, n.id LIMIT $2`,
    [now, BATCH],
  );
  return rows;
}

/** The listing's public address in its own language (the sitemap's and the page's). */
export function publicListingUrl(publicUrl: string, n: Omit<DueNotice, 'id' | 'type'>): string {
  return `${publicUrl}${listingPath(n.locale, n.listing_type, n.listing_id, n.title, { orgType: n.org_type })}`;
}

export interface IndexingReport {
  sent: number;
  deferred: number;
  failed: number;
}

/**
 * Sends every due notice through the port, oldest first. Over the day's quota, every notice still due
 * waits for the next UTC day; a refused send is tried again RETRY_MINUTES later.
 */
export async function sendIndexingNotices(
  db: Db,
  indexing: SearchIndexing,
  publicUrl: string,
  now: () => Date = () => new Date(),
): Promise<IndexingReport> {
  const report: IndexingReport = { sent: 0, deferred: 0, failed: 0 };
  const failedIds = new Set<number>();
  for (let due = await findDue(db, now()); due.length > 0; due = await findDue(db, now())) {
    const fresh = due.filter((n) => !failedIds.has(n.id));
    if (fresh.length === 0) break;
    for (const notice of fresh) {
      const url = publicListingUrl(publicUrl, notice);
      let result;
      try {
        result = await indexing.notifyIndexing(url, notice.type);
      } catch (error) {
        failedIds.add(notice.id);
        report.failed += 1;
        log.warn({ err: error, url, type: notice.type }, 'indexing notice refused; tried again later');
        await db.query(
          `UPDATE listing_index_notices SET attempts = attempts + 1,
                  available_at = $2::timestamptz + make_interval(mins => $3) WHERE id = $1`,
          [notice.id, now(), RETRY_MINUTES],
        );
        continue;
      }
      if (result.outcome === 'DEFERRED') {
        const { rows } = await db.query(
          `UPDATE listing_index_notices SET available_at = $2 WHERE sent_at IS NULL AND available_at <= $1
           RETURNING id`,
          [now(), result.until],
        );
        report.deferred += rows.length;
        log.info({ notices: rows.length, until: result.until }, 'indexing quota used up: notices wait a day');
        return report;
      }
      await db.query('UPDATE listing_index_notices SET sent_at = $2 WHERE id = $1', [notice.id, now()]);
      report.sent += 1;
    }
  }
  return report;
}

export interface IndexingJobDeps {
  db: Db;
  indexing: SearchIndexing;
  publicUrl: string;
  /** Cron, or undefined: only when sent (tests). */
  schedule: string | undefined;
}

/** Registers the indexing job; answers the wake-up a change calls once committed (best effort). */
export function registerIndexingJob(jobs: JobQueue, deps: IndexingJobDeps): void {
  jobs.register(SEARCH_INDEXING_JOB, async () => {
    await sendIndexingNotices(deps.db, deps.indexing, deps.publicUrl);
  });
  if (deps.schedule !== undefined) jobs.schedule(SEARCH_INDEXING_JOB, deps.schedule);
}

/** Wakes the indexing job now rather than at its next scheduled run; the schedule makes up for a lost one. */
export async function wakeIndexing(jobs: JobQueue | undefined): Promise<void> {
  if (!jobs) return;
  try {
    await jobs.send(SEARCH_INDEXING_JOB, {});
  } catch (error) {
    log.warn({ err: error }, 'indexing job not woken; its schedule will send');
  }
}

import { defineJob, type JobQueue } from '../../platform/jobs';
import type { Db } from '../../platform/db/db';
import { moduleLogger } from '../../platform/log';
import { wakeIndexing } from './indexingNotices';
import { recordExpiries } from './postingRepository';

// Expiry (docs/product/listings.md "Listing lifecycle"): a published listing is EXPIRED from its deadline
// on, by the clock (statusOf), so search, the sitemap, the organisation's profile and applying leave it out
// at that instant whether or not this job has run. The job records each expiry once (`expired_at`), so an
// expiry is an event the rest of the platform acts on (its search-engine indexing notice, URL_DELETED:
// indexingNotices.ts), not only a comparison.

const log = moduleLogger('listings');

/** When the expiry job runs (cron, UTC): every hour, at five past. */
export const LISTING_EXPIRY_SCHEDULE = '5 * * * *';

/** One sweep at a time. */
export const LISTING_EXPIRY_JOB = defineJob<object>('listing-expiry', {
  policy: 'singleton',
  pollingIntervalSeconds: 60,
});

/** Records every expiry due by `now`; answers the listings' ids. */
export async function expireListings(db: Db, now = new Date()): Promise<number[]> {
  const ids = await recordExpiries(db, now);
  if (ids.length > 0) log.info({ listings: ids.length }, 'listing expiries recorded');
  return ids;
}

/**
 * Registers the expiry job, on `schedule` (cron or 'off'); without one (tests), it runs only when sent.
 * `indexed`: the indexing job is registered too, and is woken for the expiries' notices.
 */
export function registerExpiryJob(
  jobs: JobQueue,
  db: Db,
  schedule: string | undefined,
  indexed = false,
): void {
  jobs.register(LISTING_EXPIRY_JOB, async () => {
    // Each expiry recorded left a URL_DELETED notice (postingRepository recordExpiries): send them now.
    if ((await expireListings(db)).length > 0 && indexed) await wakeIndexing(jobs);
  });
  if (schedule !== undefined) jobs.schedule(LISTING_EXPIRY_JOB, schedule);
}

import { defineJob, type JobQueue } from '../../platform/jobs';
import type { Db } from '../../platform/db/db';
import { moduleLogger } from '../../platform/log';
import { recordExpiries } from './postingRepository';

// Expiry (docs/product/listings.md "Listing lifecycle"): a published listing is EXPIRED from its deadline
// on, by the clock (statusOf), so search, the sitemap, the organisation's profile and applying leave it out
// at that instant whether or not this job has run. The job records each expiry once (`expired_at`), so an
// expiry is an event the rest of the platform can act on (the search-engine indexing notice of issue 18 is
// the next consumer), not only a comparison.

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

/** Registers the expiry job, on `schedule` (cron or 'off'); without one (tests), it runs only when sent. */
export function registerExpiryJob(jobs: JobQueue, db: Db, schedule: string | undefined): void {
  jobs.register(LISTING_EXPIRY_JOB, async () => {
    await expireListings(db);
  });
  if (schedule !== undefined) jobs.schedule(LISTING_EXPIRY_JOB, schedule);
}

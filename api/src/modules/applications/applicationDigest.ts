import type { Lang } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { defineJob, type JobQueue } from '../../platform/jobs';
import type { MailItem, UnsubscribeSigner } from '../../platform/mail';
import type { Outbox } from '../../platform/outbox';
import { findRecipient } from '../accounts';
import { findListingsByIds, findOrgIdsOfListings } from '../listings';
import { recipientsFor } from '../orgnotifications';
import {
  claimDigest,
  findLastDigest,
  findListingsWithNewApplications,
  findNewApplications,
  purgeDigestsBefore,
} from './digestRepository';

// The daily digest of applications (docs/product/organisations.md#notification-preferences): once a day,
// each admin who keeps it on gets one mail per organisation listing the applications its listings received
// in the last 24 hours, in the admin's language; a day without applications sends nothing. A cron job on
// the platform's queue sweeps (DIGEST_SCHEDULE), enqueuing one job per organisation with new applications;
// each job puts its mails in the outbox in the transaction that records the organisation's digest of the
// day (application_digests), so a job run twice sends once, and the next day's window starts where this
// one ended.

/** Daily at 07:00 UTC (DIGEST_SCHEDULE changes it; 'off' runs none). */
export const DEFAULT_DIGEST_SCHEDULE = '0 7 * * *';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A digest lists at most this many applications (it says how many there were in all). */
export const DIGEST_ITEMS_MAX = 50;

export interface DigestDeps {
  db: Db;
  outbox: Outbox;
  signer: UnsubscribeSigner;
}

const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/** When an application came, for the mail's language ("25 Nov, 14:05 UTC"). */
const formatWhen = (instant: Date, lang: Lang) =>
  new Intl.DateTimeFormat(lang, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(instant);

const fullName = (p: { first_name: string | null; last_name: string | null; email: string }) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ') || p.email;

/** The organisations whose listings received an application in the 24 hours before `until`. */
export async function orgsWithNewApplications(db: Db, until: Date): Promise<number[]> {
  const listingIds = await findListingsWithNewApplications(db, new Date(until.getTime() - DAY_MS), until);
  const orgOf = await findOrgIdsOfListings(db, listingIds);
  return [...new Set(orgOf.values())].sort((a, b) => a - b);
}

/**
 * One organisation's digest of the day `until` falls on: the applications created since its last digest
 * (at most 24 hours before `until`) up to `until`, one mail per admin who gets the digest. Answers how many
 * mails it added; 0 when there were no applications or this day's digest was sent already.
 */
export async function sendOrgDigest(deps: DigestDeps, orgId: number, until: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const day = utcDay(until);
    const last = await findLastDigest(tx, orgId, day);
    if (last.sentToday) return 0;
    const dayBefore = new Date(until.getTime() - DAY_MS);
    const from = last.coveredUntil && last.coveredUntil > dayBefore ? last.coveredUntil : dayBefore;
    const candidates = await findListingsWithNewApplications(tx, from, until);
    const listings = (await findListingsByIds(tx, candidates)).filter((l) => l.org_id === orgId);
    const applications = await findNewApplications(
      tx,
      listings.map((l) => l.id),
      from,
      until,
    );
    if (applications.length === 0) return 0;
    // Recorded before the mails, in their transaction: a concurrent run that recorded it first wins.
    if (!(await claimDigest(tx, orgId, day, until, applications.length))) return 0;
    const admins = await recipientsFor(tx, deps.signer, orgId, 'APPLICATIONS_DIGEST', { now: until });
    if (admins.length === 0) return 0;

    const listingOf = new Map(listings.map((l) => [l.id, l]));
    // The newest first: those a cut list keeps.
    const shown = applications.slice(-DIGEST_ITEMS_MAX).reverse();
    const names = new Map<number, string>();
    for (const userId of new Set(shown.map((a) => a.user_id))) {
      const applicant = await findRecipient(tx, userId);
      names.set(userId, applicant ? fullName(applicant) : '—');
    }
    const orgName = listings[0]!.org_name;
    for (const admin of admins) {
      const items: MailItem[] = shown.map((a) => ({
        title: `${names.get(a.user_id)} · ${listingOf.get(a.listing_id)!.title}`,
        path: `/admin/${orgId}/applications/${a.id}`,
        detail: formatWhen(new Date(a.created_at), admin.lang),
      }));
      await deps.outbox.add(tx, {
        kind: 'mail',
        to: admin.email,
        lang: admin.lang,
        template: 'applicationsDigest',
        data: {
          firstName: admin.first_name,
          orgId,
          orgName,
          count: applications.length,
          applications: items,
          unsubscribePath: admin.unsubscribePath,
        },
        headers: admin.headers,
      });
    }
    return admins.length;
  });
}

/** Forgets digests older than 30 days (each organisation's last one stays: the next window starts there). */
async function purge(db: Db, until: Date): Promise<void> {
  await purgeDigestsBefore(db, utcDay(new Date(until.getTime() - 30 * DAY_MS)));
}

/**
 * The whole sweep in one call, here and now (tests and tools): every organisation's digest up to `until`.
 * Answers how many mails were added.
 */
export async function sweepApplicationDigests(deps: DigestDeps, until = new Date()): Promise<number> {
  let mails = 0;
  for (const orgId of await orgsWithNewApplications(deps.db, until))
    mails += await sendOrgDigest(deps, orgId, until);
  await purge(deps.db, until);
  return mails;
}

/** One sweep at a time: it enqueues a digest job per organisation with new applications. */
export const DIGEST_SWEEP_JOB = defineJob<object>('applications-digest-sweep', {
  policy: 'singleton',
  pollingIntervalSeconds: 30,
});

/** One organisation's digest, up to the sweep's moment; stately per organisation. */
export const DIGEST_JOB = defineJob<{ orgId: number; until: string }>('applications-digest', {
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 300,
  retryBackoff: true,
  pollingIntervalSeconds: 30,
});

/**
 * Registers the digest's jobs on the queue, swept on `schedule` (a cron expression, or 'off'); with no
 * schedule (tests) the jobs run only when a sweep is sent.
 */
export function registerDigestJobs(jobs: JobQueue, deps: DigestDeps, schedule: string | undefined): void {
  jobs.register(DIGEST_SWEEP_JOB, async () => {
    const until = new Date();
    await purge(deps.db, until);
    const orgIds = await orgsWithNewApplications(deps.db, until);
    await jobs.sendMany(
      DIGEST_JOB,
      orgIds.map((orgId) => ({ data: { orgId, until: until.toISOString() }, singletonKey: String(orgId) })),
    );
  });
  jobs.register(DIGEST_JOB, async ({ orgId, until }) => {
    await sendOrgDigest(deps, orgId, new Date(until));
  });
  if (schedule !== undefined) jobs.schedule(DIGEST_SWEEP_JOB, schedule);
}

/** Reads DIGEST_SCHEDULE: a five-field cron expression (UTC) or 'off'; an invalid value is an error at start. */
export function digestScheduleFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const schedule = (env.DIGEST_SCHEDULE || DEFAULT_DIGEST_SCHEDULE).trim();
  if (schedule !== 'off' && !/^(\S+\s+){4}\S+$/.test(schedule))
    throw new Error(`DIGEST_SCHEDULE: must be a five-field cron expression or 'off', not "${schedule}"`);
  return schedule;
}

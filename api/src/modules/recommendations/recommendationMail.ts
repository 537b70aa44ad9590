import type { Db } from '../../platform/db/db';
import { defineJob, type JobQueue } from '../../platform/jobs';
import { moduleLogger } from '../../platform/log';
import type { MailItem, UnsubscribeSigner } from '../../platform/mail';
import type { Outbox } from '../../platform/outbox';
import { findListingsLiveSince, findOrgIdsOfListings } from '../listings';
import { recipientsFor } from '../orgnotifications';
import { candidateName } from './recommendationPresenter';
import { claimMailing, findUnmailed } from './recommendationRepository';
import { loadListing, rankCandidates, type RankedCandidate } from './recommendations';
import { rateWords, reasonsLine } from './reasonWords';

// The recommendation mail (docs/product/organisations.md#recommended-candidates): once a job or internship
// is live, its organisation's admins get its best candidates, each with why and two rating links, in each
// admin's language. A sweep on the platform's queue finds the listings that went live lately and were not
// mailed about (the listings module knows nothing of recommendations: no call from its lifecycle, no
// cycle between the modules); each listing's mails go into the outbox in the transaction that records
// them (recommendation_mailings), so a sweep run twice mails once. It goes to the admins who get the
// organisation's application notices (APPLICATIONS_RECEIVED: news of people for its listings).

const log = moduleLogger('recommendations');

/** Every ten minutes: a listing that went live is mailed about within that. */
export const RECOMMENDATION_MAIL_SCHEDULE = '*/10 * * * *';
export const RECOMMENDATION_MAIL_JOB = defineJob<object>('recommended-candidates-mail', {
  policy: 'singleton',
  pollingIntervalSeconds: 60,
});
/** How many candidates a mail names. */
export const MAIL_CANDIDATES = 5;
/** Listings that went live this long ago at most are mailed about (a sweep missed while down is made up). */
const LOOKBACK_MS = 2 * 24 * 60 * 60 * 1000;
const SWEEP_MAX = 200;

export interface RecommendationMailDeps {
  db: Db;
  outbox: Outbox;
  signer: UnsubscribeSigner;
}

const candidatePath = (orgId: number, type: 'JOB' | 'INTERNSHIP', listingId: number, applicantId: number) =>
  `/admin/${orgId}/${type === 'JOB' ? 'jobs' : 'internships'}/${listingId}/recommended-candidates/${applicantId}`;

/** The links of the rating page (login required; docs/product/organisations.md#recommended-candidates). */
export const ratingPath = (applicantId: number, rating: 'good' | 'bad', listingId: number) =>
  `/email/rate-recommended-candidate/${applicantId}/${rating}?listingId=${listingId}`;

/** The listing's mail: answers how many mails it added (0 when it was mailed about already, or nobody matched). */
export async function mailListingRecommendations(
  deps: RecommendationMailDeps,
  listingId: number,
  now = new Date(),
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const orgId = (await findOrgIdsOfListings(tx, [listingId])).get(listingId);
    if (orgId === undefined) return 0;
    const listing = await loadListing(tx, orgId, listingId);
    const top = (await rankCandidates(tx, listing)).slice(0, MAIL_CANDIDATES);
    const admins =
      top.length === 0 ? [] : await recipientsFor(tx, deps.signer, orgId, 'APPLICATIONS_RECEIVED', { now });
    if (!(await claimMailing(tx, listingId, top.length, admins.length))) return 0;
    for (const admin of admins) {
      const words = rateWords(admin.lang);
      const items = top.flatMap((c: RankedCandidate): MailItem[] => {
        const name = candidateName(c.row);
        const id = c.row.user_id;
        return [
          {
            title: name,
            path: candidatePath(orgId, listing.listingType, listingId, id),
            detail: reasonsLine(c.match.reasons, admin.lang),
          },
          { title: words.good(name), path: ratingPath(id, 'good', listingId), detail: null },
          { title: words.bad(name), path: ratingPath(id, 'bad', listingId), detail: null },
        ];
      });
      await deps.outbox.add(tx, {
        kind: 'mail',
        to: admin.email,
        lang: admin.lang,
        template: 'recommendedCandidates',
        data: {
          firstName: admin.first_name,
          orgId,
          listingId,
          listingType: listing.listingType,
          listingTitle: listing.title,
          count: top.length,
          candidates: items,
          unsubscribePath: admin.unsubscribePath,
        },
        headers: admin.headers,
      });
    }
    return admins.length;
  });
}

/** One sweep: every job or internship live lately and not mailed about yet. Answers how many mails it added. */
export async function sweepRecommendationMails(
  deps: RecommendationMailDeps,
  now = new Date(),
): Promise<number> {
  const live = await findListingsLiveSince(
    deps.db,
    ['JOB', 'INTERNSHIP'],
    new Date(now.getTime() - LOOKBACK_MS),
    SWEEP_MAX,
  );
  let mails = 0;
  for (const listingId of await findUnmailed(deps.db, live))
    mails += await mailListingRecommendations(deps, listingId, now);
  if (mails > 0) log.info({ mails }, 'recommended candidates mailed');
  return mails;
}

/** Registers the sweep, on `schedule` (cron or 'off'); without one (tests) it runs only when sent. */
export function registerRecommendationMailJob(
  jobs: JobQueue,
  deps: RecommendationMailDeps,
  schedule: string | undefined,
): void {
  jobs.register(RECOMMENDATION_MAIL_JOB, async () => {
    await sweepRecommendationMails(deps);
  });
  if (schedule !== undefined) jobs.schedule(RECOMMENDATION_MAIL_JOB, schedule);
}

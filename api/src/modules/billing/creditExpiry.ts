import type { Db } from '../../platform/db/db';
import { defineJob, type JobQueue } from '../../platform/jobs';
import { moduleLogger } from '../../platform/log';
import { expireCredits } from './ledger';

// Credits expire PACK_VALID_DAYS after their pack was bought (docs/product/billing.md "Credits and packs"). A spend
// never draws on an expired grant whether or not this job has run (ledger.ts spendCredit); the job writes
// the EXPIRY rows, so the balance (the ledger's sum) drops when the credits go.

const log = moduleLogger('billing');

/** Daily, at 00:20 UTC. */
export const CREDIT_EXPIRY_SCHEDULE = '20 0 * * *';
export const CREDIT_EXPIRY_JOB = defineJob<object>('credit-expiry', {
  policy: 'singleton',
  pollingIntervalSeconds: 60,
});

export function registerCreditExpiryJob(jobs: JobQueue, db: Db, schedule: string | undefined): void {
  jobs.register(CREDIT_EXPIRY_JOB, async () => {
    const expired = await expireCredits(db, new Date());
    if (expired > 0) log.info({ credits: expired }, 'credits expired');
  });
  if (schedule !== undefined) jobs.schedule(CREDIT_EXPIRY_JOB, schedule);
}

import type { JobQueue } from '../../platform/jobs';
import type { AccountDeps } from './accountDeps';
import { RESET_MAIL_JOB, sendResetMail } from './passwordReset';

/** The accounts' work on the platform's job queue; registered by openAccounts before the queue starts. */
export function registerAccountJobs(jobs: JobQueue, deps: AccountDeps): void {
  jobs.register(RESET_MAIL_JOB, ({ email }) => sendResetMail(deps, email));
}

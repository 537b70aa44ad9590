// The applications module's public face: applying to listings and the user's applications (routes), the
// applicant pipeline of the organisation's admins (routes under /orgdashboard/:orgId), the
// daily digest of an organisation's applications to its admins (jobs), and whether a résumé was sent to an
// organisation its reader administers (the resumes module's download asks, through the composition root).
import type { Db } from '../../platform/db/db';
import type { UnsubscribeSigner } from '../../platform/mail';
import { defineModule } from '../../platform/modules';
import type { Outbox } from '../../platform/outbox';
import type { Limits } from '../../platform/security/limits';
import { applicationRoutes } from './applicationRoutes';
import { registerDigestJobs } from './applicationDigest';
import { pipelineRoutes } from './pipelineRoutes';

export interface ApplicationsDeps {
  db: Db;
  limits: Limits;
  /** Where the mails of a new application go, in its transaction (none in unit tests without accounts). */
  outbox: Outbox | undefined;
  /** Signs the unsubscribe links of the mails a person may turn off. */
  signer: UnsubscribeSigner;
  /** DIGEST_SCHEDULE: when the daily digest is swept (cron, UTC), or 'off'; undefined: never (tests send it). */
  digestSchedule: string | undefined;
}

export const applicationsModule = defineModule<ApplicationsDeps>({
  name: 'applications',
  routes: ({ db, limits, outbox, signer }) => [
    applicationRoutes(db, limits, outbox, signer),
    pipelineRoutes({ db, outbox }),
  ],
  jobs: (queue, { db, outbox, signer, digestSchedule }) => {
    if (outbox) registerDigestJobs(queue, { db, outbox, signer }, digestSchedule);
  },
});

export { resumeSentToReader } from './applications';
export {
  DIGEST_SWEEP_JOB,
  digestScheduleFromEnv,
  sendOrgDigest,
  sweepApplicationDigests,
} from './applicationDigest';

// The recommendations module's public face: the recruitable candidates matching an organisation's job or
// internship (its routes under /orgdashboard), the organisation's ratings of them, the mail that tells the
// admins when such a listing goes live (a job on the platform's queue), and the résumé check that lets an
// organisation's admins download a recruitable candidate's résumé (the composition root hands it to the
// resumes module). It owns candidate_ratings and recommendation_mailings; it reads the applicant profiles
// without writing them (docs/product/organisations.md#recommended-candidates).
import type { Db } from '../../platform/db/db';
import type { UnsubscribeSigner } from '../../platform/mail';
import { defineModule } from '../../platform/modules';
import type { Outbox } from '../../platform/outbox';
import { registerRecommendationMailJob } from './recommendationMail';
import { recommendationRoutes } from './recommendationRoutes';

export interface RecommendationsDeps {
  db: Db;
  /** Where the recommendation mails go (none in unit tests without accounts). */
  outbox: Outbox | undefined;
  signer: UnsubscribeSigner;
  /** When the mail sweep runs (cron, or 'off'); undefined: never on its own (tests send it). */
  mailSchedule: string | undefined;
}

export const recommendationsModule = defineModule<RecommendationsDeps>({
  name: 'recommendations',
  routes: ({ db }) => recommendationRoutes(db),
  jobs: (queue, { db, outbox, signer, mailSchedule }) => {
    if (outbox) registerRecommendationMailJob(queue, { db, outbox, signer }, mailSchedule);
  },
});

export {
  mailListingRecommendations,
  RECOMMENDATION_MAIL_JOB,
  RECOMMENDATION_MAIL_SCHEDULE,
  sweepRecommendationMails,
} from './recommendationMail';
export { recruitableResumeReader } from './recommendations';
export { functionsOf, levelOf } from './candidateFacets';

// The savedsearches module's public face: the signed-in user's saved searches (routes, and the
// development alert trigger), their alerts on the platform's job queue, a saved search's alert switch
// (for the unsubscribe links), and its part of the User answer.
import type { User } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import type { Mailer, UnsubscribeSigner } from '../../platform/mail';
import { defineModule } from '../../platform/modules';
import { registerAlertJobs } from './alertQueue';
import { setNotifyByEmail } from './alertRepository';
import { findSavedSearchSummary } from './savedSearchRepository';
import { savedSearchRoutes } from './savedSearchRoutes';

export interface SavedSearchesDeps {
  db: Db;
  /** The product's mailer; without it no alert is sent (no jobs, no trigger). */
  mailer: Mailer | undefined;
  /** Signs the alerts' unsubscribe links. */
  signer: UnsubscribeSigner;
  /** Mount POST /data/dev/saved-search-alerts/sweep (development only, never in production). */
  devTrigger: boolean;
  /** ALERT_SCHEDULE: when alerts are swept (cron, UTC), or 'off'; undefined registers no alert job (tests). */
  alertSchedule: string | undefined;
}

export const savedSearchesModule = defineModule<SavedSearchesDeps>({
  name: 'savedsearches',
  routes: ({ db, mailer, signer, devTrigger }) => savedSearchRoutes(db, { ...signer, mailer, devTrigger }),
  jobs: (queue, { db, mailer, signer, alertSchedule }) => {
    if (mailer && alertSchedule !== undefined)
      registerAlertJobs(queue, { db, mailer, ...signer }, { schedule: alertSchedule });
  },
});

/** The savedsearches module's part of the User answer: the ids (newest first) and the saving status. */
export async function savedSearchUserFacts(
  db: Db,
  userId: number,
): Promise<Pick<User, 'savedSearches' | 'savingSearchStatus'>> {
  const { ids, status } = await findSavedSearchSummary(db, userId);
  return { savedSearches: ids.map((id) => ({ id })), savingSearchStatus: status };
}

/** A saved search by id (any user's: the caller checks whose it is), or null. */
export { findSavedSearch, type SavedSearchRow } from './savedSearchRepository';
/** Turns a saved search's alert on (from now) or off. */
export { setNotifyByEmail };
export { sweepSavedSearchAlerts, type AlertDeps, type SweepResult } from './alerts';
export { alertSettingsFromEnv, DEFAULT_ALERT_SCHEDULE, registerAlertJobs } from './alertQueue';

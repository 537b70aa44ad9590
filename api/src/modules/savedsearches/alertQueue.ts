import { defineJob, type JobQueue } from '../../platform/jobs';
import { findAlertingSearchIds } from './alertRepository';
import { alertSavedSearch, type AlertDeps } from './alerts';

// The alert schedule on the platform's job queue (platform/jobs: pg-boss on the api's own database): a
// cron job enqueues one job per saved search with an alert, and workers run each (alerts.ts holds the
// guarantee).

/** Hourly, on the hour (ALERT_SCHEDULE changes it; 'off' runs no schedule). */
export const DEFAULT_ALERT_SCHEDULE = '0 * * * *';

/** One sweep at a time: it enqueues an alert job per saved search that has one. */
export const SWEEP_JOB = defineJob<object>('saved-search-alert-sweep', {
  policy: 'singleton',
  // Alerts are hourly: ask rarely (each ask is a query).
  pollingIntervalSeconds: 10,
});

/** One saved search's alert; stately per search (singletonKey): at most one waiting and one running. */
export const ALERT_JOB = defineJob<{ savedSearchId: number }>('saved-search-alert', {
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 300,
  retryBackoff: true,
  pollingIntervalSeconds: 10,
});

export interface AlertQueue {
  /** Enqueues a sweep now (as the schedule does). */
  sweepNow(): Promise<void>;
}

/**
 * Registers the alert jobs on the queue, swept on `schedule` (a cron expression, or 'off'); before the
 * queue starts.
 */
export function registerAlertJobs(
  jobs: JobQueue,
  deps: AlertDeps,
  { schedule = DEFAULT_ALERT_SCHEDULE }: { schedule?: string } = {},
): AlertQueue {
  jobs.register(SWEEP_JOB, async () => {
    const ids = await findAlertingSearchIds(deps.db);
    await jobs.sendMany(
      ALERT_JOB,
      ids.map((savedSearchId) => ({ data: { savedSearchId }, singletonKey: String(savedSearchId) })),
    );
  });
  jobs.register(ALERT_JOB, async ({ savedSearchId }) => {
    await alertSavedSearch(deps, savedSearchId);
  });
  jobs.schedule(SWEEP_JOB, schedule);
  return {
    async sweepNow() {
      await jobs.send(SWEEP_JOB, {});
    },
  };
}

export interface AlertEnvSettings {
  /** ALERT_SCHEDULE: a five-field cron expression (UTC), or 'off'. */
  schedule: string;
  /** UNSUBSCRIBE_MAILTO: a mailbox that unsubscribes on receipt (the List-Unsubscribe mailto), if any. */
  unsubscribeMailto: string | undefined;
}

/** Reads the alert settings from the environment; an invalid value is an error at start. */
export function alertSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): AlertEnvSettings {
  const schedule = env.ALERT_SCHEDULE || DEFAULT_ALERT_SCHEDULE;
  if (schedule !== 'off' && !/^(\S+\s+){4}\S+$/.test(schedule.trim()))
    throw new Error(`ALERT_SCHEDULE: must be a five-field cron expression or 'off', not "${schedule}"`);
  const mailto = env.UNSUBSCRIBE_MAILTO || undefined;
  if (mailto !== undefined && !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(mailto))
    throw new Error(`UNSUBSCRIBE_MAILTO: must be an email address, not "${mailto}"`);
  return { schedule: schedule.trim(), unsubscribeMailto: mailto };
}

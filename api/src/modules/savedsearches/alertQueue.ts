import PgBoss from 'pg-boss';
import type { Db } from '../../platform/db/db';
import { findAlertingSearchIds } from './alertRepository';
import { alertSavedSearch, type AlertDeps } from './alerts';

// The alert schedule as a job queue on PostgreSQL (pg-boss 10), on the api's own database: a cron job
// enqueues one job per saved search with an alert, and workers run each (alerts.ts holds the guarantee).
// pg-boss keeps its tables in the `pgboss` schema, creates and migrates them itself at start, and runs
// through the api's Db port, so the same queue works on a PostgreSQL server and on embedded PGlite.

export const SWEEP_QUEUE = 'saved-search-alert-sweep';
export const ALERT_QUEUE = 'saved-search-alert';
/** Hourly, on the hour (ALERT_SCHEDULE changes it; 'off' runs no schedule). */
export const DEFAULT_ALERT_SCHEDULE = '0 * * * *';

interface AlertJob {
  savedSearchId: number;
}

/**
 * pg-boss's database seam over the Db port. pg-boss sends some commands as several statements in one
 * text without parameters (its schema, its locked maintenance plans); a pg Pool runs those as a simple
 * query, PGlite only through exec, so a text PGlite refuses as a prepared statement is run that way.
 */
export function bossDb(db: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if ((values && values.length > 0) || db.kind === 'postgres') return db.query(text, values ?? []);
      try {
        return await db.query(text);
      } catch (error) {
        if (!/multiple commands/.test(String((error as Error).message))) throw error;
        await db.exec(text);
        return { rows: [] };
      }
    },
  };
}

export interface AlertQueue {
  /** Enqueues a sweep now (as the schedule does). */
  sweepNow(): Promise<void>;
  stop(): Promise<void>;
}

export async function startAlertQueue(
  deps: AlertDeps,
  {
    schedule = DEFAULT_ALERT_SCHEDULE,
    pollingIntervalSeconds = 10,
  }: {
    schedule?: string;
    /** How often a worker asks for a job: alerts are hourly, so rarely (each ask is a query). */
    pollingIntervalSeconds?: number;
  } = {},
): Promise<AlertQueue> {
  const boss = new PgBoss({ db: bossDb(deps.db), schema: 'pgboss', supervise: true, schedule: true });
  boss.on('error', (error: Error) => console.error('alert queue:', error.message));
  await boss.start();
  await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'singleton' });
  // stately: per saved search (singletonKey) at most one job waiting and one running.
  await boss.createQueue(ALERT_QUEUE, {
    name: ALERT_QUEUE,
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
  });

  await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds }, async () => {
    const ids = await findAlertingSearchIds(deps.db);
    if (ids.length === 0) return;
    await boss.insert(
      ids.map((savedSearchId) => ({
        name: ALERT_QUEUE,
        data: { savedSearchId },
        singletonKey: String(savedSearchId),
      })),
    );
  });
  await boss.work<AlertJob>(ALERT_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
    if (job) await alertSavedSearch(deps, job.data.savedSearchId);
  });
  if (schedule === 'off') await boss.unschedule(SWEEP_QUEUE);
  else await boss.schedule(SWEEP_QUEUE, schedule);

  return {
    async sweepNow() {
      await boss.send(SWEEP_QUEUE, {});
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
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

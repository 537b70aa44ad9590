import PgBoss from 'pg-boss';
import type { Db } from '../db/db';
import { moduleLogger, withLogContext } from '../log';
import { bossDb } from './bossDb';

const log = moduleLogger('jobs');

// The platform's one job queue: pg-boss 10 on the api's own database (schema `pgboss`, which pg-boss
// creates and migrates at start), through the Db port, so the same queue runs on a PostgreSQL server and on
// embedded PGlite. A module defines its jobs (defineJob), registers the work each does before the queue
// starts, and enqueues them with send; a worker per job polls for them. Work that must not run inside a
// request goes here: a mail whose lookup and sending would make the answer slower for some addresses than
// for others (forgot-password), a sweep of every saved search (alerts).

export interface JobSettings {
  /**
   * pg-boss's queue policy: 'standard' (default); 'singleton' (at most one job waiting or running);
   * 'stately' (per singletonKey, at most one waiting and one running).
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /** How often a failed job is tried again, how long after (seconds), and whether the wait doubles. */
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A job running longer than this is given up (and retried). */
  expireInSeconds?: number;
  /** How often the worker asks for a job (each ask is a query); default 2 s. */
  pollingIntervalSeconds?: number;
  /**
   * Delete a job once it has succeeded instead of keeping it in pg-boss's archive (for a week): for jobs
   * whose data names a person, such as an address typed into a form.
   */
  deleteWhenDone?: boolean;
}

/** A kind of job: its queue's name and settings, and (as a type) its data. */
export interface JobDefinition<T extends object> {
  readonly name: string;
  readonly settings: JobSettings;
  /** Never set: carries the data's type to register and send. */
  readonly data?: T;
}

export function defineJob<T extends object>(name: string, settings: JobSettings = {}): JobDefinition<T> {
  return { name, settings };
}

export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobQueue {
  /** The work a job of this kind does. Every kind is registered before the queue starts. */
  register<T extends object>(job: JobDefinition<T>, handler: JobHandler<T>): void;
  /**
   * Enqueues a job of this kind, with empty data, on a five-field cron schedule (UTC); 'off' removes a
   * schedule an earlier start set. Before the queue starts.
   */
  schedule(job: JobDefinition<object>, cron: string): void;
  /** Enqueues one job (the queue starts on first use if it has not). */
  send<T extends object>(job: JobDefinition<T>, data: T, options?: { singletonKey?: string }): Promise<void>;
  /** Enqueues several jobs of one kind in one statement. */
  sendMany<T extends object>(
    job: JobDefinition<T>,
    jobs: readonly { data: T; singletonKey?: string }[],
  ): Promise<void>;
  /** Creates the schema and the queues, sets the schedules and, with workers, starts polling. Idempotent. */
  start(): Promise<void>;
  /**
   * Runs, here and now, every job waiting, and those they enqueue, until none is left; answers how many
   * ran. A failed job is marked failed (retried later as its settings say) and drain throws its errors
   * once done. For tests and tools: the server's workers run jobs as they come.
   */
  drain(): Promise<number>;
  /** Lets running jobs finish (up to 10 s), then stops; nothing can be enqueued after. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** A polling worker per registered kind once started (the server). False: jobs run only in drain() (tests). */
  workers?: boolean;
  /** Every worker's polling interval, whatever its job's settings (tests). */
  pollingIntervalSeconds?: number;
  /** Where a failed job is reported; the log by default. */
  onFailure?: (job: string, error: unknown) => void;
}

const DEFAULT_POLLING_SECONDS = 2;

interface Registered {
  settings: JobSettings;
  handler: JobHandler<object>;
}

export function createJobQueue(
  db: Db,
  {
    workers = true,
    pollingIntervalSeconds,
    onFailure = (job, error) => log.error({ err: error, failedJob: job }, 'job failed'),
  }: JobQueueOptions = {},
): JobQueue {
  const registered = new Map<string, Registered>();
  const schedules = new Map<string, string>();
  /** This process's worker of each job, woken when a job is sent (pg-boss notifyWorker). */
  const workerIds = new Map<string, string>();
  let starting: Promise<PgBoss> | undefined;
  let stopped = false;

  const notStarted = (what: string) => {
    if (starting) throw new Error(`${what} after the job queue started`);
  };

  /** One job's work; failures are reported, then thrown for pg-boss (or drain) to mark the job failed. */
  async function run(boss: PgBoss, name: string, job: PgBoss.Job<object>): Promise<void> {
    const entry = registered.get(name);
    if (!entry) throw new Error(`no work registered for job ${name}`);
    try {
      // Every line the work logs names the job.
      await withLogContext({ job: name, jobId: job.id }, () => entry.handler(job.data ?? {}));
    } catch (error) {
      onFailure(name, error);
      throw error;
    }
    if (entry.settings.deleteWhenDone) await boss.deleteJob(name, job.id);
  }

  /** The queue settings pg-boss takes, leaving out those left to its defaults (it refuses an undefined). */
  function queueOptions(name: string, settings: JobSettings): PgBoss.Queue {
    const { policy, retryLimit, retryDelay, retryBackoff, expireInSeconds } = settings;
    const chosen = { policy, retryLimit, retryDelay, retryBackoff, expireInSeconds };
    const given = Object.entries(chosen).filter(([, value]) => value !== undefined);
    return { name, ...(Object.fromEntries(given) as Partial<typeof chosen>) };
  }

  async function prepare(boss: PgBoss): Promise<void> {
    for (const [name, { settings }] of registered) await boss.createQueue(name, queueOptions(name, settings));
    for (const [name, cron] of schedules) {
      if (cron === 'off') await boss.unschedule(name);
      else await boss.schedule(name, cron, {});
    }
    if (!workers) return;
    for (const [name, { settings }] of registered) {
      const polling = pollingIntervalSeconds ?? settings.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS;
      const id = await boss.work<object>(name, { pollingIntervalSeconds: polling }, async ([job]) => {
        if (job) await run(boss, name, job);
      });
      workerIds.set(name, id);
    }
  }

  async function open(): Promise<PgBoss> {
    const boss = new PgBoss({
      db: bossDb(db),
      schema: 'pgboss',
      // Maintenance (expiring, archiving, deleting old jobs) and the cron clock run with the workers.
      supervise: workers,
      schedule: workers,
    });
    boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    try {
      await prepare(boss);
    } catch (error) {
      await boss.stop({ graceful: false, wait: true });
      throw error;
    }
    return boss;
  }

  /**
   * A job sent from this process starts now when this process works that queue, instead of at the worker's
   * next poll (10 s to a minute): the mail a change caused, the alerts a sweep enqueued. Other processes'
   * workers still find it at their next poll.
   */
  function wake(boss: PgBoss, name: string) {
    const id = workerIds.get(name);
    if (id) boss.notifyWorker(id);
  }

  function started(): Promise<PgBoss> {
    if (stopped) return Promise.reject(new Error('The job queue is stopped'));
    starting ??= open();
    return starting;
  }

  return {
    register(job, handler) {
      notStarted(`registering ${job.name}`);
      registered.set(job.name, { settings: job.settings, handler: handler as JobHandler<object> });
    },

    schedule(job, cron) {
      notStarted(`scheduling ${job.name}`);
      if (!registered.has(job.name)) throw new Error(`schedule ${job.name}: register its work first`);
      schedules.set(job.name, cron);
    },

    async send(job, data, { singletonKey } = {}) {
      const boss = await started();
      await boss.send(job.name, data, singletonKey === undefined ? {} : { singletonKey });
      wake(boss, job.name);
    },

    async sendMany(job, jobs) {
      if (jobs.length === 0) return;
      const boss = await started();
      await boss.insert(jobs.map(({ data, singletonKey }) => ({ name: job.name, data, singletonKey })));
      wake(boss, job.name);
    },

    async start() {
      await started();
    },

    async drain() {
      const boss = await started();
      const errors: unknown[] = [];
      let ran = 0;
      for (let found = true; found;) {
        found = false;
        for (const name of registered.keys()) {
          const [job] = await boss.fetch<object>(name, { batchSize: 1 });
          if (!job) continue;
          found = true;
          ran += 1;
          try {
            await run(boss, name, job);
            await boss.complete(name, job.id);
          } catch (error) {
            errors.push(error);
            await boss.fail(name, job.id, { message: String((error as Error)?.message ?? error) });
          }
        }
      }
      if (errors.length > 0) throw new AggregateError(errors, `${errors.length} of ${ran} jobs failed`);
      return ran;
    },

    async stop() {
      stopped = true;
      const boss = await starting?.catch(() => undefined);
      await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

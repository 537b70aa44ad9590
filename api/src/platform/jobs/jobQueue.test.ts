import type { Db } from '../db/db';
import { openTestDatabase } from '../../testing/testDatabase';
import { bossDb } from './bossDb';
import { createJobQueue, defineJob, type JobQueue } from './jobQueue';

// The job queue on this database (PGlite, or PostgreSQL with DATABASE_URL): jobs run once each, in drain()
// for tests and by polling workers in the server, and what they enqueue runs too.

let db: Db;
const queues: JobQueue[] = [];
const quietly = () => undefined;

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await db?.close();
});

function queue(options: Parameters<typeof createJobQueue>[1] = {}): JobQueue {
  const made = createJobQueue(db, { workers: false, onFailure: quietly, ...options });
  queues.push(made);
  return made;
}

const jobRows = async (name: string) =>
  (
    await bossDb(db).executeSql(`SELECT state, data FROM pgboss.job WHERE name = $1 ORDER BY created_on`, [
      name,
    ])
  ).rows as { state: string; data: unknown }[];

describe('the job queue', () => {
  it('runs nothing until drained; drain runs each job once, and the jobs they enqueue', async () => {
    const jobs = queue();
    const greet = defineJob<{ name: string }>('test-greet');
    const fanOut = defineJob<{ names: string[] }>('test-fan-out');
    const greeted: string[] = [];
    jobs.register(greet, async ({ name }) => {
      greeted.push(name);
    });
    jobs.register(fanOut, async ({ names }) => {
      await jobs.sendMany(
        greet,
        names.map((name) => ({ data: { name } })),
      );
    });

    await jobs.send(fanOut, { names: ['Ana', 'Bo'] });
    await jobs.send(greet, { name: 'Cy' });
    expect(greeted).toEqual([]);
    expect(await jobs.drain()).toBe(4);
    expect(greeted.sort()).toEqual(['Ana', 'Bo', 'Cy']);
    expect(await jobs.drain()).toBe(0);
    expect((await jobRows('test-greet')).map((r) => r.state)).toEqual([
      'completed',
      'completed',
      'completed',
    ]);
  });

  it('forgets a job that names a person once it is done (deleteWhenDone)', async () => {
    const jobs = queue();
    const mail = defineJob<{ email: string }>('test-private', { deleteWhenDone: true });
    const sent: string[] = [];
    jobs.register(mail, async ({ email }) => {
      sent.push(email);
    });
    await jobs.send(mail, { email: 'someone@example.org' });
    expect(await jobRows('test-private')).toEqual([
      { state: 'created', data: { email: 'someone@example.org' } },
    ]);
    await jobs.drain();
    expect(sent).toEqual(['someone@example.org']);
    expect(await jobRows('test-private')).toEqual([]);
  });

  it('marks a failing job for a retry later, reports it, and drain says so', async () => {
    const failures: string[] = [];
    const jobs = queue({ onFailure: (name) => failures.push(name) });
    const flaky = defineJob<{ n: number }>('test-flaky', { retryLimit: 2, retryDelay: 60 });
    jobs.register(flaky, async () => {
      throw new Error('SMTP is down');
    });
    await jobs.send(flaky, { n: 1 });
    await expect(jobs.drain()).rejects.toThrow('1 of 1 jobs failed');
    expect(failures).toEqual(['test-flaky']);
    // Not again right away: the retry waits retryDelay.
    expect((await jobRows('test-flaky')).map((r) => r.state)).toEqual(['retry']);
    expect(await jobs.drain()).toBe(0);
  });

  it('with workers, a job sent from this process starts at once, not at the next poll', async () => {
    const ping = defineJob<{ n: number }>('test-woken');
    const pinged: number[] = [];
    // A poll a minute: only the wake-up can start the job within the wait below.
    const jobs = queue({ workers: true, pollingIntervalSeconds: 60 });
    jobs.register(ping, async ({ n }) => {
      pinged.push(n);
    });
    await jobs.start();
    // Past the worker's first poll, which pg-boss makes as it starts.
    await new Promise((r) => setTimeout(r, 1_000));
    await jobs.send(ping, { n: 1 });
    const deadline = Date.now() + 30_000;
    while (pinged.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(pinged).toEqual([1]);
    await jobs.stop();
  }, 60_000);

  it('with workers, runs jobs as they come; sets and removes schedules; refuses work after stop', async () => {
    const tick = defineJob<object>('test-tick');
    const ping = defineJob<{ n: number }>('test-ping');
    const pinged: number[] = [];
    const jobs = queue({ workers: true, pollingIntervalSeconds: 0.5 });
    jobs.register(tick, async () => undefined);
    jobs.register(ping, async ({ n }) => {
      pinged.push(n);
    });
    jobs.schedule(tick, '*/5 * * * *');
    await jobs.start();
    expect(() => jobs.register(defineJob('test-late'), async () => undefined)).toThrow(
      /after the job queue started/,
    );
    await jobs.send(ping, { n: 7 });
    const deadline = Date.now() + 20_000;
    while (pinged.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(pinged).toEqual([7]);
    const schedules = async () =>
      (await bossDb(db).executeSql(`SELECT name, cron FROM pgboss.schedule WHERE name = $1`, ['test-tick']))
        .rows;
    expect(await schedules()).toEqual([{ name: 'test-tick', cron: '*/5 * * * *' }]);
    await jobs.stop();
    await expect(jobs.send(ping, { n: 8 })).rejects.toThrow('The job queue is stopped');

    const again = queue();
    again.register(tick, async () => undefined);
    again.schedule(tick, 'off');
    await again.start();
    expect(await schedules()).toEqual([]);
  }, 60_000);
});

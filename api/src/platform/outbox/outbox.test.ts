import type { Db } from '../db/db';
import { openTestDatabase } from '../../testing/testDatabase';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink';
import { bossDb, createJobQueue, type JobQueue } from '../jobs';
import { withLogContext } from '../log';
import { createMailer, type Mailer } from '../mail';
import {
  createOutbox,
  MAX_ATTEMPTS,
  OUTBOX_DELIVERY_JOB,
  retryDelaySeconds,
  STALE_CLAIM_MINUTES,
  type Outbox,
  type OutboxMail,
} from '.';

// The transactional outbox on this database (PGlite, or PostgreSQL with DATABASE_URL), its mails sent to
// the tests' SMTP sink or kept in the development outbox: what a transaction adds is sent once it commits
// and never if it rolls back, even when the process dies right after the commit; each mail once, however
// many workers deliver; a refusal tried again later, a send that may have left never again.

const SECRET = 'outbox-test-secret-0123456789-0123456789';
let db: Db;
let sink: SmtpSink;
const opened: { jobs: JobQueue; mailer: Mailer }[] = [];

beforeAll(async () => {
  [db, sink] = await Promise.all([openTestDatabase(), startSmtpSink()]);
});
beforeEach(async () => {
  await db.query('DELETE FROM outbox');
});
afterAll(async () => {
  for (const { jobs, mailer } of opened) {
    await jobs.stop();
    await mailer.close();
  }
  await db?.close();
  await sink?.close();
});

let clock = Date.now();
/** An outbox as a process opens it: its own job queue (no workers: drained by hand) and mailer. */
function open({ smtp = true, secret = SECRET } = {}): { outbox: Outbox; jobs: JobQueue; mailer: Mailer } {
  const jobs = createJobQueue(db, { workers: false, onFailure: () => undefined });
  const mailer = createMailer({
    smtpUrl: smtp ? sink.url : undefined,
    from: 'OpenGood <no-reply@opengood.test>',
    publicUrl: 'http://localhost:3000',
  });
  opened.push({ jobs, mailer });
  return { outbox: createOutbox({ db, jobs, mailer, secret, now: () => new Date(clock) }), jobs, mailer };
}

let nextAddress = 1;
/** A reset mail to a new address (so each test counts its own mails). */
const resetMail = (token = 'tok'): OutboxMail => ({
  kind: 'mail',
  to: `person${nextAddress++}@example.org`,
  lang: 'en',
  template: 'resetPassword',
  data: { firstName: 'Ana', token },
});

const rowsTo = async () =>
  (
    await db.query<{ id: number; state: string; attempts: number; payload: string | null; topic: string }>(
      'SELECT id, state, attempts, payload, topic FROM outbox ORDER BY id',
    )
  ).rows;
const lastRow = async () => (await rowsTo()).at(-1)!;
const deliveryJobs = async () =>
  (await bossDb(db).executeSql(`SELECT state FROM pgboss.job WHERE name = $1`, [OUTBOX_DELIVERY_JOB.name]))
    .rows as { state: string }[];

describe('the outbox', () => {
  it('sends what a transaction added once it commits, and nothing of one that rolls back', async () => {
    const { outbox, jobs } = open();
    await jobs.start();
    const rolledBack = resetMail();
    await expect(
      db.transaction(async (tx) => {
        await outbox.add(tx, rolledBack);
        throw new Error('the change fails after its mail was added');
      }),
    ).rejects.toThrow('the change fails');
    expect(await rowsTo()).toEqual([]);
    expect(await deliveryJobs()).toEqual([]); // nothing committed, nothing woken

    const committed = resetMail('committed-token');
    await db.transaction((tx) => outbox.add(tx, committed));
    expect(await lastRow()).toMatchObject({ state: 'PENDING', attempts: 0, topic: 'resetPassword' });
    expect(await deliveryJobs()).toEqual([{ state: 'created' }]); // woken once committed
    expect(sink.mailsTo(committed.to)).toEqual([]);

    await jobs.drain();
    expect(sink.mailsTo(rolledBack.to)).toEqual([]);
    expect(sink.mailsTo(committed.to)).toHaveLength(1);
    expect(sink.mailsTo(committed.to)[0]!.plainText).toContain('/reset-password/committed-token');
    // Done: SENT, and what it carried (the address, the token) is gone from the table.
    expect(await lastRow()).toMatchObject({ state: 'SENT', attempts: 1, payload: null });
    await jobs.drain();
    expect(sink.mailsTo(committed.to)).toHaveLength(1);
  });

  it('still sends a committed mail whose wake-up was lost (the process died after the commit)', async () => {
    const dying = open();
    // The process is going down: its queue takes no more jobs, so the commit cannot wake the delivery.
    await dying.jobs.stop();
    const mail = resetMail();
    await db.transaction((tx) => dying.outbox.add(tx, mail));
    expect(await lastRow()).toMatchObject({ state: 'PENDING' });

    // The next process's schedule (every minute) runs the delivery job.
    const next = open();
    await next.jobs.start();
    const { rows } = await bossDb(db).executeSql(`SELECT cron FROM pgboss.schedule WHERE name = $1`, [
      OUTBOX_DELIVERY_JOB.name,
    ]);
    expect(rows).toEqual([{ cron: '* * * * *' }]);
    await next.jobs.send(OUTBOX_DELIVERY_JOB, {}); // as the schedule does
    await next.jobs.drain();
    expect(sink.mailsTo(mail.to)).toHaveLength(1);
  });

  it('sends each mail exactly once, however many workers deliver at the same time', async () => {
    const mails = Array.from({ length: 12 }, () => resetMail());
    const first = open();
    await db.transaction(async (tx) => {
      for (const mail of mails) await first.outbox.add(tx, mail);
    });
    // Three processes deliver at once (on PostgreSQL, on separate connections), and drains besides.
    const workers = [first, open(), open()];
    const reports = await Promise.all(workers.map(({ outbox }) => outbox.deliver()));
    await Promise.all([first.jobs.drain(), workers[1]!.jobs.drain()]);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(12);
    for (const mail of mails) expect(sink.mailsTo(mail.to)).toHaveLength(1);
    const states = (await rowsTo()).slice(-12).map((r) => r.state);
    expect(states).toEqual(Array(12).fill('SENT'));
    expect(await workers[2]!.outbox.deliver()).toMatchObject({ sent: 0 });
  });

  it('tries a refused mail again later, doubling the wait, and sends it once accepted', async () => {
    const { outbox } = open();
    const mail = resetMail();
    sink.refused.add(mail.to);
    await db.transaction((tx) => outbox.add(tx, mail));
    expect(await outbox.deliver()).toMatchObject({ sent: 0, retrying: 1 });
    expect(await lastRow()).toMatchObject({ state: 'PENDING', attempts: 1 });
    // Not before its time.
    clock += (retryDelaySeconds(1) - 5) * 1000;
    expect(await outbox.deliver()).toMatchObject({ sent: 0, retrying: 0 });
    clock += 10_000;
    expect(await outbox.deliver()).toMatchObject({ retrying: 1 });
    expect(retryDelaySeconds(2)).toBe(2 * retryDelaySeconds(1));

    sink.refused.delete(mail.to);
    clock += retryDelaySeconds(2) * 1000;
    expect(await outbox.deliver()).toMatchObject({ sent: 1 });
    expect(sink.mailsTo(mail.to)).toHaveLength(1);
    expect(await lastRow()).toMatchObject({ state: 'SENT', attempts: 3 });
  });

  it(`gives a mail up after ${MAX_ATTEMPTS} refusals`, async () => {
    const { outbox } = open();
    const mail = resetMail();
    sink.refused.add(mail.to);
    await db.transaction((tx) => outbox.add(tx, mail));
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await outbox.deliver();
      expect(report).toMatchObject(attempt < MAX_ATTEMPTS ? { retrying: 1 } : { failed: 1 });
      clock += retryDelaySeconds(attempt) * 1000;
    }
    expect(await lastRow()).toMatchObject({ state: 'FAILED', attempts: MAX_ATTEMPTS });
    sink.refused.delete(mail.to);
    clock += 86_400_000;
    expect(await outbox.deliver()).toMatchObject({ sent: 0 });
    expect(sink.mailsTo(mail.to)).toEqual([]);
  });

  it('never sends again a mail that may have left (the connection dropped after the message)', async () => {
    const { outbox } = open();
    const mail = resetMail();
    sink.dropped.add(mail.to);
    await db.transaction((tx) => outbox.add(tx, mail));
    expect(await outbox.deliver()).toMatchObject({ sent: 0, retrying: 0, uncertain: 1 });
    expect(sink.mailsTo(mail.to)).toHaveLength(1); // the server did take it
    expect(await lastRow()).toMatchObject({ state: 'UNCERTAIN' });
    sink.dropped.delete(mail.to);
    clock += 86_400_000;
    expect(await outbox.deliver()).toMatchObject({ sent: 0 });
    expect(sink.mailsTo(mail.to)).toHaveLength(1);
  });

  it('counts a claim its worker never finished (it died mid-send) as uncertain, not as due', async () => {
    const { outbox } = open();
    const mail = resetMail();
    await db.transaction((tx) => outbox.add(tx, mail));
    const { id } = await lastRow();
    await db.query(`UPDATE outbox SET state = 'SENDING', attempts = 1, claimed_at = $2 WHERE id = $1`, [
      id,
      new Date(clock - (STALE_CLAIM_MINUTES - 1) * 60_000),
    ]);
    expect(await outbox.deliver()).toMatchObject({ sent: 0, uncertain: 0 }); // still being sent, maybe
    clock += 2 * 60_000;
    expect(await outbox.deliver()).toMatchObject({ sent: 0, uncertain: 1 });
    expect(await lastRow()).toMatchObject({ state: 'UNCERTAIN' });
    expect(sink.mailsTo(mail.to)).toEqual([]);
  });

  it('seals what it keeps: no address or token in the table, and another AUTH_SECRET cannot open it', async () => {
    const other = open({ secret: 'another-secret-0123456789-0123456789-xx' });
    const mail = resetMail('a-secret-reset-token');
    await db.transaction((tx) => other.outbox.add(tx, mail));
    const { payload } = await lastRow();
    expect(payload).toMatch(/^v1\./);
    expect(payload).not.toContain('a-secret-reset-token');
    expect(payload).not.toContain(mail.to);
    // This process's secret differs: the row is given up, not sent garbled, not retried.
    const { outbox } = open();
    expect(await outbox.deliver()).toMatchObject({ failed: 1, sent: 0 });
    expect(await lastRow()).toMatchObject({ state: 'FAILED' });
  });

  it('keeps the id of the request that caused a mail, and delivers to the development outbox without SMTP', async () => {
    const { outbox, mailer } = open({ smtp: false });
    const mail = resetMail();
    await withLogContext({ reqId: 'req-0123456789' }, () => db.transaction((tx) => outbox.add(tx, mail)));
    const { rows } = await db.query<{ request_id: string }>(
      'SELECT request_id FROM outbox ORDER BY id DESC LIMIT 1',
    );
    expect(rows).toEqual([{ request_id: 'req-0123456789' }]);
    expect(await outbox.deliver()).toMatchObject({ sent: 1 });
    expect(mailer.outbox!.latestTo(mail.to)?.template).toBe('resetPassword');
  });
});

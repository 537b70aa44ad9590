import type { Express } from 'express';
import { AB_MAX_EXPERIMENTS } from '@opengood/contracts';
import { createApp } from '../../app';
import type { Db } from '../../platform/db/db';
import { createLimits } from '../../platform/security/limits';
import { VISITOR_COOKIE_DAYS } from '../../platform/visitors/visitor';
import { request } from '../../testing/contractRequest';
import { openTestDatabase } from '../../testing/testDatabase';
import { insertTestUsers } from '../../testing/testUsers';
import {
  type CsrfPair,
  setCookiesOf,
  signedInByHeader,
  csrfOf,
  writeHeaders,
} from '../../testing/testVisitors';

let db: Db;
let app: Express;
let csrf: CsrfPair | null;
/** One CSRF secret for this file's apps, so one token serves them all. */
const secret = 'ab-test-secret';

beforeAll(async () => {
  db = await openTestDatabase();
  await insertTestUsers(db, [7]);
  app = createApp({ db, sessions: signedInByHeader, secret });
  csrf = await csrfOf(app);
});
afterAll(() => db?.close());

const assign = (body: object, as: { user?: string; cookies?: string[] } = {}) =>
  request(app).post('/data/ab/assignments').set(writeHeaders(csrf, as)).send(body);

/** Assigns as a new anonymous visitor and answers the `vid=…` cookie it was given. */
async function newVisitor(id = 'hero-cta', bucket = 'B'): Promise<string> {
  const res = await assign({ id, bucket }).expect(200);
  const header = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('vid='));
  expect(header).toMatch(/HttpOnly/);
  return setCookiesOf(res).find((c) => c.startsWith('vid='))!;
}

describe('POST /data/ab/assignments', () => {
  it('gives an anonymous visitor an id cookie and the experiments they are in', async () => {
    const vid = await newVisitor();
    expect(vid).toMatch(/^vid=[A-Za-z0-9_-]{22}$/);
    const env = await request(app).get('/data/environment').set('Cookie', vid).expect(200);
    expect(env.body.abExperiments).toEqual([{ id: 'hero-cta', bucket: 'B' }]);
  });

  it('keeps the first bucket: a later assignment to the same experiment answers the stored one', async () => {
    const vid = await newVisitor('hero-cta', 'B');
    const res = await assign({ id: 'hero-cta', bucket: 'A' }, { cookies: [vid] }).expect(200);
    expect(res.body.abExperiments).toEqual([{ id: 'hero-cta', bucket: 'B' }]);
    expect(setCookiesOf(res).filter((c) => c.startsWith('vid='))).toEqual([]);
    const more = await assign({ id: 'alerts.v2', bucket: 'control' }, { cookies: [vid] }).expect(200);
    expect(more.body.abExperiments).toEqual([
      { id: 'alerts.v2', bucket: 'control' },
      { id: 'hero-cta', bucket: 'B' },
    ]);
  });

  it('keeps a visitor’s buckets when they sign in, and stores new ones on the user', async () => {
    const vid = await newVisitor('hero-cta', 'B');
    const as = { user: '7', cookies: [vid] };
    const signedIn = await assign({ id: 'hero-cta', bucket: 'A' }, as).expect(200);
    expect(signedIn.body.abExperiments).toEqual([{ id: 'hero-cta', bucket: 'B' }]);
    await assign({ id: 'sort', bucket: 'newest' }, as).expect(200);
    // In another browser the signed-in user is still in the experiment assigned to them.
    const elsewhere = await request(app).get('/data/environment').set('X-Test-User', '7').expect(200);
    expect(elsewhere.body.abExperiments).toEqual([{ id: 'sort', bucket: 'newest' }]);
    const { rows } = await db.query('SELECT user_id FROM ab_assignments WHERE experiment = $1', ['sort']);
    expect(rows).toEqual([{ user_id: 7 }]);
  });

  it('refuses malformed experiments with the field at fault', async () => {
    for (const [body, field] of [
      [{ id: '', bucket: 'A' }, 'id'],
      [{ id: 'has space', bucket: 'A' }, 'id'],
      [{ id: 'x' }, 'bucket'],
      [{ id: 'x', bucket: 'b'.repeat(65) }, 'bucket'],
    ] as const) {
      const res = await assign(body).expect(400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
  });

  it(`refuses a visitor’s experiment past the ${AB_MAX_EXPERIMENTS}th`, async () => {
    const vid = await newVisitor('exp-0', 'A');
    const headers = writeHeaders(csrf, { cookies: [vid] });
    for (let i = 1; i < AB_MAX_EXPERIMENTS; i++)
      await request(app)
        .post('/data/ab/assignments')
        .set(headers)
        .send({ id: `exp-${i}`, bucket: 'A' })
        .expect(200);
    const res = await request(app)
      .post('/data/ab/assignments')
      .set(headers)
      .send({ id: 'one-too-many', bucket: 'A' })
      .expect(400);
    expect(res.body.errors).toEqual({ id: `At most ${AB_MAX_EXPERIMENTS} experiments per visitor` });
    // Those it is already in still answer.
    await request(app)
      .post('/data/ab/assignments')
      .set(headers)
      .send({ id: 'exp-3', bucket: 'B' })
      .expect(200);
  });

  it('replaces a forged visitor cookie with a fresh id', async () => {
    const res = await assign({ id: 'hero-cta', bucket: 'A' }, { cookies: ['vid=../../etc'] }).expect(200);
    expect(setCookiesOf(res).find((c) => c.startsWith('vid='))).toMatch(/^vid=[A-Za-z0-9_-]{22}$/);
  });
});

describe('limits on anonymous assignments (issue 15)', () => {
  it('limits assignments per visitor and per address (429 with Retry-After)', async () => {
    const limited = createApp({
      db,
      sessions: signedInByHeader,
      secret,
      limits: createLimits({
        overrides: { abAssignmentsPerVisitor: { points: 2 }, abAssignmentsPerAddress: { points: 5 } },
      }),
    });
    const post = (body: object, as: { cookies?: string[]; user?: string }, address: string) =>
      request(limited)
        .post('/data/ab/assignments')
        .set({ ...writeHeaders(csrf, as), 'X-Forwarded-For': address })
        .send(body);
    const expectLimited = (res: { status: number; headers: Record<string, string>; body: unknown }) => {
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body).toMatchObject({ errors: { request: 'RATE_LIMITED' } });
    };

    // One browser: named by its first assignment, then counted as a visitor.
    const first = await post({ id: 'limit-0', bucket: 'A' }, {}, '203.0.113.10').expect(200);
    const vid = setCookiesOf(first).find((c) => c.startsWith('vid='))!;
    for (const id of ['limit-1', 'limit-2'])
      await post({ id, bucket: 'A' }, { cookies: [vid] }, '203.0.113.10').expect(200);
    expectLimited(await post({ id: 'limit-3', bucket: 'A' }, { cookies: [vid] }, '203.0.113.10'));

    // Fresh browsers (a client that keeps no cookie) from one address.
    for (let i = 0; i < 5; i++) await post({ id: `flood-${i}`, bucket: 'A' }, {}, '203.0.113.20').expect(200);
    expectLimited(await post({ id: 'flood-5', bucket: 'A' }, {}, '203.0.113.20'));
    await post({ id: 'flood-5', bucket: 'A' }, {}, '203.0.113.30').expect(200);
  });
});

describe('how long anonymous assignments are kept (issue 15)', () => {
  it('deletes a visitor’s assignments once their cookie has expired, never a user’s', async () => {
    const insert = async (owner: 'user_id' | 'visitor_id', value: number | string, days: number) =>
      (
        await db.query<{ id: number }>(
          `INSERT INTO ab_assignments (${owner}, experiment, bucket, assigned_at)
           VALUES ($1, 'old-experiment', 'A', now() - make_interval(days => $2::int)) RETURNING id`,
          [value, days],
        )
      ).rows[0]!.id;
    const expired = await insert('visitor_id', 'BBBBBBBBBBBBBBBBBBBBBB', VISITOR_COOKIE_DAYS + 1);
    const recent = await insert('visitor_id', 'CCCCCCCCCCCCCCCCCCCCCC', VISITOR_COOKIE_DAYS - 1);
    const users = await insert('user_id', 7, VISITOR_COOKIE_DAYS + 30);
    // A new app purges with its first assignment (then hourly).
    const fresh = createApp({ db, sessions: signedInByHeader, secret });
    await request(fresh)
      .post('/data/ab/assignments')
      .set(writeHeaders(csrf))
      .send({ id: 'purge-check', bucket: 'A' })
      .expect(200);
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM ab_assignments WHERE id = ANY($1::int[]) ORDER BY id',
      [[expired, recent, users]],
    );
    expect(rows.map((r) => r.id)).toEqual([recent, users]);
  });
});

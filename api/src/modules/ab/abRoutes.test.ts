import type { Express } from 'express';
import { AB_MAX_EXPERIMENTS } from '@opengood/contracts';
import { createApp } from '../../platform/app';
import type { Db } from '../../platform/db/db';
import { request } from '../../testing/contractRequest';
import { openTestDatabase } from '../../testing/testDatabase';
import { insertTestUsers } from '../../testing/testUsers';
import {
  type CsrfPair,
  setCookiesOf,
  signedInByHeader,
  csrfOf,
  writeHeaders,
} from '../environment/testVisitors';

let db: Db;
let app: Express;
let csrf: CsrfPair | null;

beforeAll(async () => {
  db = await openTestDatabase();
  await insertTestUsers(db, [7]);
  app = createApp({ db, sessions: signedInByHeader });
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

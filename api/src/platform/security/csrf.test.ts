import type { Express } from 'express';
import type { Db } from '../db/db';
import { browser, request, setCookiesOf } from '../../testing/contractRequest';
import { openSeededApp, signIn, TEST_PUBLIC_URL, type SeededApp } from '../../testing/seededApp';
import { NAMED_USERS } from '../../seed/users';

let seeded: SeededApp;
let db: Db;
let app: Express;

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ db, app } = seeded);
});
afterAll(() => seeded?.close());

const account = (n: number) => ({
  email: `csrf.${n}@example.org`,
  password: 'a long walk in the park',
  firstName: 'Cross',
  lastName: 'Site',
});
const users = async () =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE email LIKE 'csrf.%'`)).rows[0]!
    .n;

describe('the CSRF contract', () => {
  it('hands out a readable csrf cookie on a read that has none, and keeps a valid one', async () => {
    const res = await request(app).get('/data/users/me').expect(200);
    const line = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('csrf='))!;
    expect(line).not.toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Path=\//);
    const again = await request(app).get('/data/users/me').set('Cookie', setCookiesOf(res)).expect(200);
    expect(setCookiesOf(again).filter((c) => c.startsWith('csrf='))).toEqual([]);
  });

  it('refuses a write without the header, with a wrong one, or without the cookie: 403, nothing written', async () => {
    const b = await browser(app);
    const csrf = decodeURIComponent(b.cookies.get('csrf')!);
    const attempts = [
      request(app).post('/data/website/signup').set('Cookie', b.cookieHeader()).send(account(1)),
      request(app)
        .post('/data/website/signup')
        .set('Cookie', b.cookieHeader())
        .set(
          'X-CSRF-Token',
          csrf.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
        )
        .send(account(2)),
      request(app).post('/data/website/signup').set('X-CSRF-Token', csrf).send(account(3)),
    ];
    for (const attempt of attempts) {
      const res = await attempt.expect(403);
      expect(res.body).toMatchObject({ errors: { csrf: 'CSRF_TOKEN_INVALID' } });
    }
    expect(await users()).toBe(0);
  });

  it('refuses a write from a foreign Origin even with a valid token, and accepts the product’s own', async () => {
    const b = await browser(app);
    b.origin = 'https://evil.example';
    const res = await b.post('/data/website/signup').send(account(4)).expect(403);
    expect(res.body.errors).toEqual({ csrf: 'FOREIGN_ORIGIN' });
    expect(await users()).toBe(0);
    b.origin = TEST_PUBLIC_URL;
    await b.post('/data/website/signup').send(account(4)).expect(201);
    expect(await users()).toBe(1);
  });

  it('refuses a token minted for another session (the one before log-in) and issues a fresh one', async () => {
    const visitor = await browser(app);
    const before = visitor.cookies.get('csrf')!;
    const user = await signIn(app, NAMED_USERS.jobSeeker.email);
    // A token planted before log-in does not work with the new session.
    const planted = await request(app)
      .patch('/data/users/me')
      .set('Cookie', `og.session_token=${user.cookies.get('og.session_token')}; csrf=${before}`)
      .set('X-CSRF-Token', decodeURIComponent(before))
      .send({ lang: 'es' })
      .expect(403);
    expect(setCookiesOf(planted).some((c) => c.startsWith('csrf='))).toBe(true);
    await user.patch('/data/users/me').send({ lang: 'en' }).expect(200);
  });

  it('guards every state-changing method under /data, not reads', async () => {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      await request(app)[method]('/data/anything').expect(403);
    }
    await request(app).get('/data/anything').expect(404);
  });
});

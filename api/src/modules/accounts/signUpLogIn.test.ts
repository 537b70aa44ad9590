import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import { browser, request } from '../../testing/contractRequest';
import { openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { DEV_PASSWORD, NAMED_USERS } from '../../seed/users';

let seeded: SeededApp;
let db: Db;
let app: Express;

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ db, app } = seeded);
});
afterAll(() => seeded?.close());

const newAccount = (n: string | number, more: object = {}) => ({
  email: `new.person.${n}@example.org`,
  password: 'a long walk in the park',
  firstName: 'New',
  lastName: 'Person',
  ...more,
});

const countUsers = async (email?: string) => {
  const { rows } = await db.query<{ n: number }>(
    email ? 'SELECT count(*)::int AS n FROM users WHERE email = $1' : 'SELECT count(*)::int AS n FROM users',
    email ? [email] : [],
  );
  return rows[0]!.n;
};

const sessionCookieLine = (res: { headers: Record<string, unknown> }) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('og.session_token='));

describe('POST /data/website/signup', () => {
  it('creates the account, signs it in and answers 201 with the user', async () => {
    const b = await browser(app);
    const res = await b
      .post('/data/website/signup')
      .send(newAccount(1, { lang: 'pt' }))
      .expect(201);
    expect(res.body.user).toMatchObject({
      id: expect.any(Number),
      name: 'New Person',
      email: 'new.person.1@example.org',
      emailVerified: false,
      firstName: 'New',
      lastName: 'Person',
      lang: 'pt',
      orgs: [],
      permissions: [],
      savedListings: [],
      justSignedUpWithProvider: false,
    });
    const me = await b.get('/data/users/me').expect(200);
    expect(me.body.user.id).toBe(res.body.user.id);
  });

  it('stores the password hashed with argon2id', async () => {
    await (await browser(app)).post('/data/website/signup').send(newAccount(2)).expect(201);
    const { rows } = await db.query<{ password: string }>(
      `SELECT a.password FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.email = $1`,
      ['new.person.2@example.org'],
    );
    expect(rows[0]!.password).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken email with 409 and an errors map', async () => {
    const res = await (
      await browser(app)
    )
      .post('/data/website/signup')
      .send(newAccount(3, { email: NAMED_USERS.jobSeeker.email }))
      .expect(409);
    expect(res.body.errors).toEqual({ email: 'EMAIL_TAKEN' });
  });

  it('refuses short and easily guessed passwords, and bad fields, with 400 per field', async () => {
    const b = await browser(app);
    const short = await b
      .post('/data/website/signup')
      .send(newAccount(4, { password: 'short' }))
      .expect(400);
    expect(short.body.errors).toEqual({ password: 'PASSWORD_TOO_SHORT' });
    for (const password of ['password123', 'aaaaaaaaaaaa', 'new.person.4@example.org', 'new.person.42024']) {
      const weak = await b.post('/data/website/signup').send(newAccount(4, { password })).expect(400);
      expect(weak.body.errors).toEqual({ password: 'PASSWORD_TOO_WEAK' });
    }
    const fields = await b
      .post('/data/website/signup')
      .send({
        email: 'not an email',
        password: 'a long walk in the park',
        firstName: '',
        lastName: 'x'.repeat(101),
      })
      .expect(400);
    expect(fields.body.errors).toEqual({
      email: 'EMAIL_INVALID',
      firstName: 'NAME_REQUIRED',
      lastName: 'NAME_TOO_LONG',
    });
    expect(await countUsers('new.person.4@example.org')).toBe(0);
  });

  it('keeps every one of 20 parallel sign-ups', async () => {
    const before = await countUsers();
    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        (await browser(app)).post('/data/website/signup').send(newAccount(`p${i}`)),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(await countUsers()).toBe(before + 20);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.email LIKE 'new.person.p%'`,
    );
    expect(rows[0]!.n).toBe(20);
  });
});

describe('POST /data/website/login and /logout', () => {
  it('signs a seeded user in with an httpOnly, SameSite=Lax session cookie (not Secure over plain HTTP)', async () => {
    const b = await browser(app);
    const res = await b
      .post('/data/website/login')
      .send({ email: NAMED_USERS.jobSeeker.email, password: DEV_PASSWORD })
      .expect(200);
    expect(res.body.user).toMatchObject({
      email: NAMED_USERS.jobSeeker.email,
      emailVerified: true,
      lang: 'en',
    });
    const cookie = sessionCookieLine(res)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('marks the session cookie Secure behind TLS (X-Forwarded-Proto from the trusted gateway)', async () => {
    const b = await browser(app);
    const res = await b
      .post('/data/website/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: NAMED_USERS.jobSeeker.email, password: DEV_PASSWORD })
      .expect(200);
    expect(sessionCookieLine(res)).toMatch(/;\s*Secure/i);
    const csrf = ((res.headers['set-cookie'] as unknown as string[]) ?? []).find((c) =>
      c.startsWith('csrf='),
    );
    expect(csrf).toMatch(/;\s*Secure/i);
  });

  it('refuses a wrong password or an unknown email with 400 (not 401) and the same errors map', async () => {
    const b = await browser(app);
    const wrong = await b
      .post('/data/website/login')
      .send({ email: NAMED_USERS.jobSeeker.email, password: 'not the password' })
      .expect(400);
    expect(wrong.body.errors).toEqual({ password: 'INVALID_CREDENTIALS' });
    const unknown = await b
      .post('/data/website/login')
      .send({ email: 'nobody@example.org', password: 'whatever it is' })
      .expect(400);
    expect(unknown.body.errors).toEqual({ password: 'INVALID_CREDENTIALS' });
    const me = await b.get('/data/users/me').expect(200);
    expect(me.body.user).toBeNull();
  });

  it('rotates the session at log-in: a new cookie, and the one from before no longer works', async () => {
    const b = await signIn(app, NAMED_USERS.jobSeeker.email);
    const first = b.cookies.get('og.session_token')!;
    await b
      .post('/data/website/login')
      .send({ email: NAMED_USERS.spanishSeeker.email, password: DEV_PASSWORD })
      .expect(200);
    const second = b.cookies.get('og.session_token')!;
    expect(second).not.toBe(first);
    const me = await b.get('/data/users/me').expect(200);
    expect(me.body.user.email).toBe(NAMED_USERS.spanishSeeker.email);
    const old = await request(app)
      .get('/data/users/me')
      .set('Cookie', `og.session_token=${first}`)
      .expect(200);
    expect(old.body.user).toBeNull();
  });

  it('ends the session at log-out: the cookie is cleared and the old value is worthless', async () => {
    const b = await signIn(app, NAMED_USERS.jobSeeker.email);
    const session = b.cookies.get('og.session_token')!;
    const csrfBefore = b.cookies.get('csrf');
    await b.post('/data/website/logout').expect(200, { ok: true, _version: 1 });
    expect(b.cookies.has('og.session_token')).toBe(false);
    expect(b.cookies.get('csrf')).not.toBe(csrfBefore);
    expect((await b.get('/data/users/me').expect(200)).body.user).toBeNull();
    const replay = await request(app)
      .get('/data/users/me')
      .set('Cookie', `og.session_token=${session}`)
      .expect(200);
    expect(replay.body.user).toBeNull();
  });
});

describe('GET /data/users/me', () => {
  it('answers { user: null } to a visitor, not a 401', async () => {
    await request(app).get('/data/users/me').expect(200, { user: null, _version: 1 });
  });
});

import type { Express } from 'express';
import { browser, type Browser } from '../../testing/contractRequest';
import { openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { DEV_PASSWORD, NAMED_USERS } from '../../seed/users';


let seeded: SeededApp;
let app: Express;
let b: Browser;

beforeAll(async () => {
  seeded = await openSeededApp({
    limits: {
      loginFailuresPerAddressAndEmail: { points: 3 },
      signupsPerAddress: { points: 2 },
      resetRequestsPerAddress: { points: 2 },
      verificationMailsPerUser: { points: 1 },
      passwordChecksPerUser: { points: 2 },
    },
  });
  ({ app } = seeded);
  b = await browser(app);
});
afterAll(() => seeded?.close());

function expectLimited(res: { status: number; body: unknown; headers: Record<string, string> }) {
  expect(res.status).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body).toMatchObject({ message: 'Too many requests', errors: { request: 'RATE_LIMITED' } });
}

describe('rate limits', () => {
  it('limits failed log-ins per address and email (429 with Retry-After); other emails still get in', async () => {
    const email = NAMED_USERS.portugueseSeeker.email;
    for (let i = 0; i < 3; i++)
      await b.post('/data/website/login').send({ email, password: 'wrong password!' }).expect(400);
    expectLimited(await b.post('/data/website/login').send({ email, password: DEV_PASSWORD }));
    await b
      .post('/data/website/login')
      .send({ email: NAMED_USERS.jobSeeker.email, password: DEV_PASSWORD })
      .expect(200);
  });

  it('limits wrong current passwords per user when changing the password or the email', async () => {
    const user = await signIn(app, NAMED_USERS.jobSeeker.email);
    const wrong = { currentPassword: 'not my password at all', newPassword: 'a-new-long-passphrase-2026' };
    await user.post('/data/users/me/password').send(wrong).expect(400);
    await user
      .post('/data/users/me/email')
      .send({ currentPassword: 'still not it', email: 'x@example.org' })
      .expect(400);
    expectLimited(
      await user.post('/data/users/me/password').send({ ...wrong, currentPassword: DEV_PASSWORD }),
    );
    // Another user is not held back by it.
    const other = await signIn(app, NAMED_USERS.spanishSeeker.email);
    await other.post('/data/users/me/password').send(wrong).expect(400);
  });

  it('does not count successful log-ins', async () => {
    const email = NAMED_USERS.staff.email;
    for (let i = 0; i < 5; i++)
      await b.post('/data/website/login').send({ email, password: DEV_PASSWORD }).expect(200);
  });

  it('limits sign-ups per address', async () => {
    const account = (n: number) => ({
      email: `limited.${n}@example.org`,
      password: 'a long walk in the park',
      firstName: 'Rate',
      lastName: 'Limited',
    });
    await b.post('/data/website/signup').send(account(1)).expect(201);
    await b.post('/data/website/signup').send(account(2)).expect(201);
    expectLimited(await b.post('/data/website/signup').send(account(3)));
    const { rows } = await seeded.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE email LIKE 'limited.%'`,
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('limits forgot-password requests per address', async () => {
    for (let i = 0; i < 2; i++)
      await b
        .post('/data/website/forgot-password')
        .send({ email: `someone${i}@example.org` })
        .expect(200);
    expectLimited(await b.post('/data/website/forgot-password').send({ email: 'someone9@example.org' }));
  });
});

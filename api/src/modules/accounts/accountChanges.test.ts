import type { Express } from 'express';
import type { DevOutbox } from '../../platform/mail';
import { DEV_PASSWORD, NAMED_USERS } from '../../seed/users';
import { browser, request } from '../../testing/contractRequest';
import { openSeededApp, signIn, TEST_PUBLIC_URL, type SeededApp } from '../../testing/seededApp';

let seeded: SeededApp;
let app: Express;
let outbox: DevOutbox;

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ app } = seeded);
  outbox = seeded.accounts.mailer.outbox!;
});
afterAll(() => seeded?.close());

/** The development outbox, once every mail waiting in the outbox has been delivered (the job queue). */
const mailed = async () => {
  await seeded.accounts.jobs.drain();
  return outbox;
};

const EMAIL = '/data/users/me/email';
const PASSWORD = '/data/users/me/password';
const NEW_PASSWORD = 'a-much-longer-passphrase-2026';

describe('POST /data/users/me/password', () => {
  const email = NAMED_USERS.spanishSeeker.email;

  it('needs a signed-in user and a CSRF token', async () => {
    await request(app)
      .post(PASSWORD)
      .send({ currentPassword: DEV_PASSWORD, newPassword: NEW_PASSWORD })
      .expect(403);
    const anonymous = await browser(app);
    await anonymous
      .post(PASSWORD)
      .send({ currentPassword: DEV_PASSWORD, newPassword: NEW_PASSWORD })
      .expect(401);
  });

  it('refuses a wrong current password, a short or a guessable new one, by field', async () => {
    const b = await signIn(app, email);
    const wrong = await b
      .post(PASSWORD)
      .send({ currentPassword: 'not-my-password', newPassword: NEW_PASSWORD })
      .expect(400);
    expect(wrong.body.errors).toEqual({ currentPassword: 'INVALID_CREDENTIALS' });
    const short = await b
      .post(PASSWORD)
      .send({ currentPassword: DEV_PASSWORD, newPassword: 'short' })
      .expect(400);
    expect(short.body.errors).toEqual({ newPassword: 'PASSWORD_TOO_SHORT' });
    const weak = await b
      .post(PASSWORD)
      .send({ currentPassword: DEV_PASSWORD, newPassword: '1234567890' })
      .expect(400);
    expect(weak.body.errors).toEqual({ newPassword: 'PASSWORD_TOO_WEAK' });
  });

  it('changes it, keeps this browser signed in and signs every other session out', async () => {
    const here = await signIn(app, email);
    const elsewhere = await signIn(app, email);
    expect((await elsewhere.get('/data/users/me').expect(200)).body.user.email).toBe(email);

    await here.post(PASSWORD).send({ currentPassword: DEV_PASSWORD, newPassword: NEW_PASSWORD }).expect(200);

    expect((await here.get('/data/users/me').expect(200)).body.user.email).toBe(email);
    expect((await elsewhere.get('/data/users/me').expect(200)).body.user).toBeNull();
    const old = await browser(app);
    await old.post('/data/website/login').send({ email, password: DEV_PASSWORD }).expect(400);
    await signIn(app, email, NEW_PASSWORD);
  });
});

describe('POST /data/users/me/email', () => {
  const email = NAMED_USERS.jobSeeker.email;

  it('needs a signed-in user', async () => {
    const anonymous = await browser(app);
    await anonymous.post(EMAIL).send({ email: 'x@example.org', password: DEV_PASSWORD }).expect(401);
  });

  it('refuses a bad address, a wrong password, the same address and one another account has', async () => {
    const b = await signIn(app, email);
    const bad = await b.post(EMAIL).send({ email: 'not-an-email', password: DEV_PASSWORD }).expect(400);
    expect(bad.body.errors).toEqual({ email: 'EMAIL_INVALID' });
    const wrong = await b
      .post(EMAIL)
      .send({ email: 'jane.new@example.org', password: 'wrong-password' })
      .expect(400);
    expect(wrong.body.errors).toEqual({ password: 'INVALID_CREDENTIALS' });
    const same = await b.post(EMAIL).send({ email: email.toUpperCase(), password: DEV_PASSWORD }).expect(400);
    expect(same.body.errors).toEqual({ email: 'EMAIL_UNCHANGED' });
    const taken = await b
      .post(EMAIL)
      .send({ email: NAMED_USERS.spanishSeeker.email, password: DEV_PASSWORD })
      .expect(409);
    expect(taken.body.errors).toEqual({ email: 'EMAIL_TAKEN' });
  });

  it('takes the new address unverified, mails its verification link there, and the user signs in with it', async () => {
    const b = await signIn(app, email);
    const next = 'jane.doe.new@example.org';
    const { body } = await b.post(EMAIL).send({ email: next, password: DEV_PASSWORD }).expect(200);
    expect(body.user).toMatchObject({ email: next, emailVerified: false });
    const mail = (await mailed()).latestTo(next);
    const token = new RegExp(`${TEST_PUBLIC_URL}/verify-email/([A-Za-z0-9_-]+)`).exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const verified = await b.post(`/data/website/verify-email/${token}`).expect(200);
    expect(verified.body.user).toMatchObject({ email: next, emailVerified: true });
    await signIn(app, next);
    const old = await browser(app);
    await old.post('/data/website/login').send({ email, password: DEV_PASSWORD }).expect(400);
  });
});

describe('a verification link verifies the address it was mailed to, and no other', () => {
  it('is refused after the email changed: a link to the old mailbox cannot verify the new address', async () => {
    const b = await browser(app);
    const mine = 'own.mailbox@example.org';
    await b
      .post('/data/website/signup')
      .send({ email: mine, password: 'a long walk in the park', firstName: 'Own', lastName: 'Mailbox' })
      .expect(201);
    const link = new RegExp(`${TEST_PUBLIC_URL}/verify-email/([A-Za-z0-9_-]+)`).exec(
      (await mailed()).latestTo(mine)?.text ?? '',
    );
    expect(link).not.toBeNull();
    // The attacker moves the account to someone else's address, then opens the link from their own mailbox.
    const victim = 'someone.elses.mailbox@example.org';
    await b.post(EMAIL).send({ email: victim, password: 'a long walk in the park' }).expect(200);
    const refused = await b.post(`/data/website/verify-email/${link![1]}`).expect(400);
    expect(refused.body.errors).toEqual({ token: 'INVALID_OR_EXPIRED' });
    expect((await b.get('/data/users/me').expect(200)).body.user).toMatchObject({
      email: victim,
      emailVerified: false,
    });
  });
});

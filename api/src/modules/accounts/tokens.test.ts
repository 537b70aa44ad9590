import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import type { DevOutbox } from '../../platform/mail';
import { browser, request } from '../../testing/contractRequest';
import { openSeededApp, signIn, TEST_PUBLIC_URL, type SeededApp } from '../../testing/seededApp';
import { DEV_PASSWORD, NAMED_USERS } from '../../seed/users';

let seeded: SeededApp;
let db: Db;
let app: Express;
let outbox: DevOutbox;

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ db, app } = seeded);
  outbox = seeded.accounts.mailer.outbox!;
});
afterAll(() => seeded?.close());

/** The token in the latest mail to `email` whose link goes to `page`. */
function tokenMailed(email: string, page: '/verify-email/' | '/reset-password/'): string {
  const mail = outbox.latestTo(email);
  const link = new RegExp(`${TEST_PUBLIC_URL}${page}([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!link) throw new Error(`no ${page} link mailed to ${email}`);
  return link[1]!;
}

const expireAllTokens = () => db.query(`UPDATE verifications SET expires_at = now() - interval '1 second'`);

describe('password reset', () => {
  const email = NAMED_USERS.spanishSeeker.email;

  it('answers the same whether or not the address has an account, and mails only a real one', async () => {
    const b = await browser(app);
    const sent = outbox.list().length;
    const known = await b.post('/data/website/forgot-password').send({ email }).expect(200);
    const unknown = await b
      .post('/data/website/forgot-password')
      .send({ email: 'nobody@example.org' })
      .expect(200);
    expect(unknown.body).toEqual(known.body);
    expect(outbox.list().length).toBe(sent + 1);
    const mail = outbox.latestTo(email)!;
    expect(mail).toMatchObject({
      lang: 'es',
      template: 'resetPassword',
      subject: 'Restablece tu contraseña de OpenGood',
    });
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/reset-password/`);
  });

  it('stores the token hashed, sets the new password once, and ends the user’s sessions', async () => {
    const signedIn = await signIn(app, email);
    await (await browser(app)).post('/data/website/forgot-password').send({ email }).expect(200);
    const token = tokenMailed(email, '/reset-password/');
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM verifications WHERE identifier LIKE '%' || $1 || '%' OR value LIKE '%' || $1 || '%'`,
      [token],
    );
    expect(rows[0]!.n).toBe(0);

    const b = await browser(app);
    await b
      .post(`/data/website/reset-password/${token}`)
      .send({ password: 'a brand new secret phrase' })
      .expect(200);
    expect((await signedIn.get('/data/users/me').expect(200)).body.user).toBeNull();
    await b.post('/data/website/login').send({ email, password: DEV_PASSWORD }).expect(400);
    await b.post('/data/website/login').send({ email, password: 'a brand new secret phrase' }).expect(200);

    const reused = await b
      .post(`/data/website/reset-password/${token}`)
      .send({ password: 'yet another secret phrase' })
      .expect(400);
    expect(reused.body.errors).toEqual({ token: 'INVALID_OR_EXPIRED' });
  });

  it('refuses an expired token, a malformed one, and a weak new password', async () => {
    const b = await browser(app);
    await b.post('/data/website/forgot-password').send({ email }).expect(200);
    const token = tokenMailed(email, '/reset-password/');
    const weak = await b
      .post(`/data/website/reset-password/${token}`)
      .send({ password: 'short' })
      .expect(400);
    expect(weak.body.errors).toEqual({ password: 'PASSWORD_TOO_SHORT' });
    await expireAllTokens();
    const expired = await b
      .post(`/data/website/reset-password/${token}`)
      .send({ password: 'a brand new secret phrase' })
      .expect(400);
    expect(expired.body.errors).toEqual({ token: 'INVALID_OR_EXPIRED' });
    const malformed = await b
      .post('/data/website/reset-password/not*a*token')
      .send({ password: 'a brand new secret phrase' })
      .expect(400);
    expect(malformed.body.errors).toEqual({ token: 'INVALID_OR_EXPIRED' });
  });
});

describe('email verification', () => {
  const signUp = async (email: string, lang = 'en') => {
    const b = await browser(app);
    const res = await b
      .post('/data/website/signup')
      .send({ email, password: 'a long walk in the park', firstName: 'Vera', lastName: 'Fication', lang })
      .expect(201);
    expect(res.body.user.emailVerified).toBe(false);
    return b;
  };

  it('mails a link at sign-up, in the account’s language; the link verifies the address once', async () => {
    const email = 'vera.1@example.org';
    const b = await signUp(email, 'pt');
    const mail = outbox.latestTo(email)!;
    expect(mail).toMatchObject({
      lang: 'pt',
      template: 'verifyEmail',
      subject: 'Confirme o seu endereço de e-mail',
    });
    expect(mail.text).toContain('Olá, Vera,');
    const token = tokenMailed(email, '/verify-email/');

    // The shell POSTs the token from /verify-email/{token}, signed in or not.
    const res = await request(app)
      .post(`/data/website/verify-email/${token}`)
      .set('Cookie', b.cookieHeader())
      .set('X-CSRF-Token', decodeURIComponent(b.cookies.get('csrf')!))
      .expect(200);
    expect(res.body.user).toMatchObject({ email, emailVerified: true });
    expect((await b.get('/data/users/me').expect(200)).body.user.emailVerified).toBe(true);

    const reused = await b.post(`/data/website/verify-email/${token}`).expect(400);
    expect(reused.body.errors).toEqual({ token: 'INVALID_OR_EXPIRED' });
  });

  it('refuses an expired link', async () => {
    const email = 'vera.2@example.org';
    const b = await signUp(email);
    const token = tokenMailed(email, '/verify-email/');
    await expireAllTokens();
    const expired = await b.post(`/data/website/verify-email/${token}`).expect(400);
    expect(expired.body.errors).toEqual({ token: 'INVALID_OR_EXPIRED' });
    expect((await b.get('/data/users/me').expect(200)).body.user.emailVerified).toBe(false);
  });

  it('re-sends the link to a signed-in unverified user; 409 once verified, 401 signed out', async () => {
    const email = 'vera.3@example.org';
    const b = await signUp(email);
    const first = tokenMailed(email, '/verify-email/');
    await b.post('/data/website/resend-verification').expect(200, { ok: true, _version: 1 });
    const second = tokenMailed(email, '/verify-email/');
    expect(second).not.toBe(first);
    await b.post(`/data/website/verify-email/${second}`).expect(200);
    const again = await b.post('/data/website/resend-verification').expect(409);
    expect(again.body.errors).toEqual({ email: 'EMAIL_ALREADY_VERIFIED' });
    const visitor = await browser(app);
    await visitor.post('/data/website/resend-verification').expect(401);
  });
});

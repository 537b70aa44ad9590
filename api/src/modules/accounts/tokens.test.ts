import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import type { DevOutbox } from '../../platform/mail';
import { LIMIT_RULES } from '../../platform/security/limitRules';
import { browser, request } from '../../testing/contractRequest';
import { openAppOn, openSeededApp, signIn, TEST_PUBLIC_URL, type SeededApp } from '../../testing/seededApp';
import { DEV_PASSWORD, NAMED_USERS, orgAdminEmail } from '../../seed/users';
import { emailKey } from './loginThrottle';

let seeded: SeededApp;
let db: Db;
let app: Express;
let outbox: DevOutbox;
const others: SeededApp[] = [];

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ db, app } = seeded);
  outbox = seeded.accounts.mailer.outbox!;
});
afterAll(async () => {
  for (const other of others) await other.close();
  await seeded?.close();
});

/** Runs the job queue's waiting work (the reset mails, the outbox's deliveries), as the server's workers would. */
const runJobs = () => seeded.accounts.jobs.drain();
/** The development outbox, once every mail waiting in the outbox has been delivered. */
const mailed = async () => {
  await runJobs();
  return outbox;
};

/** Asks for a reset link for `email` and answers its token, once the queue has sent the mail. */
async function resetToken(email: string): Promise<string> {
  await (await browser(app)).post('/data/website/forgot-password').send({ email }).expect(200);
  return tokenMailed(email, '/reset-password/');
}

/** A Db that records the SQL text of each statement while `recording` is on. */
function recordingDb(inner: Db) {
  const statements: string[] = [];
  let recording = false;
  const wrap = (target: Db): Db => ({
    kind: target.kind,
    async query(sql, params) {
      if (recording) statements.push(sql);
      return target.query(sql, params);
    },
    async exec(sql) {
      if (recording) statements.push(sql);
      return target.exec(sql);
    },
    transaction: (fn) => target.transaction((tx) => fn(wrap(tx))),
    afterCommit: (fn) => target.afterCommit(fn),
    close: () => target.close(),
  });
  return {
    db: wrap(inner),
    async during(work: () => Promise<unknown>): Promise<string[]> {
      statements.length = 0;
      recording = true;
      try {
        await work();
      } finally {
        recording = false;
      }
      return [...statements];
    },
  };
}

/** The token in the latest mail to `email` whose link goes to `page`, once the mails waiting have gone. */
async function tokenMailed(email: string, page: '/verify-email/' | '/reset-password/'): Promise<string> {
  const mail = (await mailed()).latestTo(email);
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
    // The answer came before anything was looked up, made or sent: the queue's workers do that (the reset
    // jobs put the one mail in the outbox, whose delivery sends it).
    expect(outbox.list().length).toBe(sent);
    await runJobs();
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

  it('does the same work for an address with an account as for one without: it only enqueues the mail', async () => {
    // The timing attack measured the lookup, token and mail in the request (~0.15 s longer for an account):
    // the statements each request runs are compared instead of its time.
    const recorder = recordingDb(db);
    const other = await openAppOn(recorder.db);
    others.push(other);
    await other.accounts.jobs.start();
    const ask = async (address: string) => {
      const b = await browser(other.app);
      let answer: unknown;
      const statements = await recorder.during(async () => {
        answer = (await b.post('/data/website/forgot-password').send({ email: address }).expect(200)).body;
      });
      return { answer, statements };
    };
    const known = await ask(NAMED_USERS.portugueseSeeker.email);
    const unknown = await ask('nobody.at.all@example.org');
    expect(unknown.answer).toEqual(known.answer);
    expect(known.statements).toEqual(unknown.statements);
    expect(known.statements).toHaveLength(1);
    expect(known.statements.join('\n')).not.toMatch(/\busers\b|\bverifications\b/);
    expect(other.accounts.mailer.outbox!.list()).toEqual([]);
    // The workers do the rest: the two reset jobs, then the outbox's delivery of one mail, to the
    // account's address only.
    expect(await other.accounts.jobs.drain()).toBe(3);
    expect(other.accounts.mailer.outbox!.list().map((m) => m.to)).toEqual([
      NAMED_USERS.portugueseSeeker.email,
    ]);
    // The job named an address someone typed: it is not kept once done.
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'password-reset-mail'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('stores the token hashed, sets the new password once, and ends the user’s sessions', async () => {
    const signedIn = await signIn(app, email);
    const token = await resetToken(email);
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
    const token = await resetToken(email);
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

describe('pending reset links', () => {
  const NEW_PASSWORD = 'a brand new secret phrase';

  it('die when a newer one sets the password: an older link does not work after the reset', async () => {
    const email = NAMED_USERS.jobSeeker.email;
    const older = await resetToken(email);
    const newer = await resetToken(email);
    expect(newer).not.toBe(older);
    const b = await browser(app);
    await b.post(`/data/website/reset-password/${newer}`).send({ password: NEW_PASSWORD }).expect(200);
    const stale = await b
      .post(`/data/website/reset-password/${older}`)
      .send({ password: 'the attacker’s own phrase' })
      .expect(400);
    expect(stale.body.errors).toEqual({ token: 'INVALID_OR_EXPIRED' });
    await b.post('/data/website/login').send({ email, password: NEW_PASSWORD }).expect(200);
  });

  it('die when the password is changed; a pending verification link still works', async () => {
    const email = 'reset.then.change@example.org';
    const owner = await browser(app);
    await owner
      .post('/data/website/signup')
      .send({ email, password: 'a long walk in the park', firstName: 'Ren', lastName: 'Change' })
      .expect(201);
    const verification = await tokenMailed(email, '/verify-email/');
    const mailedBefore = await resetToken(email);
    await owner
      .post('/data/users/me/password')
      .send({ currentPassword: 'a long walk in the park', newPassword: NEW_PASSWORD })
      .expect(200);
    const stale = await (
      await browser(app)
    )
      .post(`/data/website/reset-password/${mailedBefore}`)
      .send({ password: 'the attacker’s own phrase' })
      .expect(400);
    expect(stale.body.errors).toEqual({ token: 'INVALID_OR_EXPIRED' });
    const verified = await owner.post(`/data/website/verify-email/${verification}`).expect(200);
    expect(verified.body.user).toMatchObject({ email, emailVerified: true });
  });

  it('a reset lifts the log-in backoff someone else’s wrong passwords put on the account', async () => {
    const limited = await openAppOn(db, {
      limits: {
        loginFailuresPerAccount: { points: LIMIT_RULES.loginFailuresPerAccount.points },
        loginBackoffPerAccount: { points: 1 },
      },
    });
    others.push(limited);
    const email = NAMED_USERS.staff.email;
    const guess = async (password: string) =>
      (await browser(limited.app)).post('/data/website/login').send({ email, password });
    for (let i = 0; i < LIMIT_RULES.loginFailuresPerAccount.points; i++)
      expect((await guess('not the password!')).status).toBe(400);
    // The wait the next guess would start, made long here so the test does not race its clock.
    await limited.accounts.limits
      .get('loginBackoffPerAccount')
      .consume(emailKey(email), { durationMs: 3_600_000 });
    expect((await guess(DEV_PASSWORD)).status).toBe(429);

    await (await browser(limited.app)).post('/data/website/forgot-password').send({ email }).expect(200);
    await limited.accounts.jobs.drain();
    const link = new RegExp(`${TEST_PUBLIC_URL}/reset-password/([A-Za-z0-9_-]+)`).exec(
      limited.accounts.mailer.outbox!.latestTo(email)?.text ?? '',
    );
    await (
      await browser(limited.app)
    )
      .post(`/data/website/reset-password/${link![1]}`)
      .send({ password: NEW_PASSWORD })
      .expect(200);
    // The owner, from a browser the account has never signed in from, is not held back.
    expect((await guess(NEW_PASSWORD)).status).toBe(200);
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
    const mail = (await mailed()).latestTo(email)!;
    expect(mail).toMatchObject({
      lang: 'pt',
      template: 'verifyEmail',
      subject: 'Confirme o seu endereço de e-mail',
    });
    expect(mail.text).toContain('Olá, Vera,');
    const token = await tokenMailed(email, '/verify-email/');

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

  it('answers only { ok: true } to anyone but the signed-in user: the link does not hand out the account', async () => {
    const email = 'vera.4@example.org';
    const owner = await signUp(email);
    const first = await tokenMailed(email, '/verify-email/');
    const stranger = await browser(app);
    const signedOut = await stranger.post(`/data/website/verify-email/${first}`).expect(200);
    expect(signedOut.body).toEqual({ ok: true, _version: 1 });
    expect((await owner.get('/data/users/me').expect(200)).body.user.emailVerified).toBe(true);

    // Signed in as someone else: the same.
    await db.query('UPDATE users SET email_verified = false WHERE email = $1', [email]);
    await owner.post('/data/website/resend-verification').expect(200);
    const second = await tokenMailed(email, '/verify-email/');
    const someoneElse = await signIn(app, orgAdminEmail(3));
    const other = await someoneElse.post(`/data/website/verify-email/${second}`).expect(200);
    expect(other.body).toEqual({ ok: true, _version: 1 });
  });

  it('refuses an expired link', async () => {
    const email = 'vera.2@example.org';
    const b = await signUp(email);
    const token = await tokenMailed(email, '/verify-email/');
    await expireAllTokens();
    const expired = await b.post(`/data/website/verify-email/${token}`).expect(400);
    expect(expired.body.errors).toEqual({ token: 'INVALID_OR_EXPIRED' });
    expect((await b.get('/data/users/me').expect(200)).body.user.emailVerified).toBe(false);
  });

  it('re-sends the link to a signed-in unverified user; 409 once verified, 401 signed out', async () => {
    const email = 'vera.3@example.org';
    const b = await signUp(email);
    const first = await tokenMailed(email, '/verify-email/');
    await b.post('/data/website/resend-verification').expect(200, { ok: true, _version: 1 });
    const second = await tokenMailed(email, '/verify-email/');
    expect(second).not.toBe(first);
    await b.post(`/data/website/verify-email/${second}`).expect(200);
    const again = await b.post('/data/website/resend-verification').expect(409);
    expect(again.body.errors).toEqual({ email: 'EMAIL_ALREADY_VERIFIED' });
    const visitor = await browser(app);
    await visitor.post('/data/website/resend-verification').expect(401);
  });
});

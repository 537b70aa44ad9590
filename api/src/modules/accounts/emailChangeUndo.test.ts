import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import type { DevOutbox } from '../../platform/mail';
import { DEV_PASSWORD, NAMED_USERS } from '../../seed/users';
import { browser, type Browser } from '../../testing/contractRequest';
import { openSeededApp, signIn, TEST_PUBLIC_URL, type SeededApp } from '../../testing/seededApp';
import { formatChangeDate, maskEmail } from './emailChangeUndo';

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

const UNDO = '/data/website/undo-email-change';

/** The development outbox, once every mail waiting in the outbox has been delivered (the job queue). */
const mailed = async () => {
  await seeded.accounts.jobs.drain();
  return outbox;
};

/** The token in the latest mail to `email` whose link goes to `page`. */
async function tokenMailed(email: string, page: string): Promise<string> {
  const mail = (await mailed()).latestTo(email);
  const link = new RegExp(`${TEST_PUBLIC_URL}${page}([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!link) throw new Error(`no ${page} link mailed to ${email}`);
  return link[1]!;
}

/** Signs `email` in, changes the address to `next`, and answers the undo token mailed to the old one. */
async function changeTo(email: string, next: string): Promise<{ b: Browser; token: string }> {
  const b = await signIn(app, email);
  await b.post('/data/users/me/email').send({ email: next, password: DEV_PASSWORD }).expect(200);
  return { b, token: await tokenMailed(email, '/undo-email-change/') };
}

async function userRow(email: string) {
  const { rows } = await db.query<{ id: number; email: string; email_verified: boolean }>(
    'SELECT id, email, email_verified FROM users WHERE email = $1',
    [email],
  );
  return rows[0];
}

describe('maskEmail and formatChangeDate', () => {
  it('keeps the first letter and the domain, and writes the date in the language', () => {
    expect(maskEmail('nina.new@example.org')).toBe('n***@example.org');
    const date = new Date(Date.UTC(2026, 10, 22, 13, 5));
    expect(formatChangeDate(date, 'en')).toContain('November 22, 2026');
    expect(formatChangeDate(date, 'es')).toContain('22 de noviembre de 2026');
    expect(formatChangeDate(date, 'pt')).toContain('22 de novembro de 2026');
  });
});

describe('the old address is told when the email changes', () => {
  it('mails it in the user’s language with the masked new address, the date and an undo link', async () => {
    const old = NAMED_USERS.spanishSeeker.email;
    const { token } = await changeTo(old, 'nueva.direccion@example.org');
    const mail = (await mailed()).latestTo(old)!;
    expect(mail).toMatchObject({
      lang: 'es',
      template: 'emailChanged',
      subject: 'Se cambió el correo electrónico de tu cuenta de OpenGood',
    });
    const month = new Intl.DateTimeFormat('es', { month: 'long', timeZone: 'UTC' }).format(new Date());
    expect(mail.text).toContain('n***@example.org');
    expect(mail.text).toContain(month);
    expect(mail.text).not.toContain('nueva.direccion');
    expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/undo-email-change/${token}"`);
    // Stored hashed: neither the token nor its link is in the table.
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM verifications WHERE identifier LIKE '%' || $1 || '%' OR value LIKE '%' || $1 || '%'`,
      [token],
    );
    expect(rows[0]!.n).toBe(0);
    // The new address still gets its own verification link.
    expect((await mailed()).latestTo('nueva.direccion@example.org')?.template).toBe('verifyEmail');
  });
});

describe('POST /data/website/undo-email-change/{token}', () => {
  it('restores the old address verified, ends every session, and mails a reset link there', async () => {
    const old = NAMED_USERS.jobSeeker.email;
    const elsewhere = await signIn(app, old);
    const { b: attacker, token } = await changeTo(old, 'attacker@example.org');
    expect((await userRow('attacker@example.org'))?.email_verified).toBe(false);

    const victim = await browser(app);
    const { body } = await victim.post(`${UNDO}/${token}`).expect(200);
    expect(body).toMatchObject({ email: old });

    expect(await userRow(old)).toMatchObject({ email: old, email_verified: true });
    expect(await userRow('attacker@example.org')).toBeUndefined();
    expect((await attacker.get('/data/users/me').expect(200)).body.user).toBeNull();
    expect((await elsewhere.get('/data/users/me').expect(200)).body.user).toBeNull();
    expect((await mailed()).latestTo(old)?.template).toBe('resetPassword');
    const reset = await tokenMailed(old, '/reset-password/');
    await victim
      .post(`/data/website/reset-password/${reset}`)
      .send({ password: 'my account is mine again' })
      .expect(200);
    await signIn(app, old, 'my account is mine again');
    await (
      await browser(app)
    )
      .post('/data/website/login')
      .send({ email: 'attacker@example.org', password: DEV_PASSWORD })
      .expect(400);
  });

  it('works once; a tampered, malformed, expired or other-kind token is refused with 400', async () => {
    const old = NAMED_USERS.portugueseSeeker.email;
    const { token } = await changeTo(old, 'joao.elsewhere@example.org');
    const anyone = await browser(app);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const refusals = [
      await anyone.post(`${UNDO}/${tampered}`).expect(400),
      await anyone.post(`${UNDO}/short`).expect(400),
      // A verification link (sent to the new address) is not an undo link.
      await anyone
        .post(`${UNDO}/${await tokenMailed('joao.elsewhere@example.org', '/verify-email/')}`)
        .expect(400),
    ];
    for (const r of refusals) expect(r.body.errors).toEqual({ token: 'INVALID_OR_EXPIRED' });
    // And the undo link is no verification link either (the tries above spent nothing of the user's).
    await anyone.post(`/data/website/verify-email/${token}`).expect(400);
    expect((await userRow('joao.elsewhere@example.org'))?.email).toBe('joao.elsewhere@example.org');

    await anyone.post(`${UNDO}/${token}`).expect(200);
    const again = await anyone.post(`${UNDO}/${token}`).expect(400);
    expect(again.body.errors).toEqual({ token: 'INVALID_OR_EXPIRED' });

    const second = await changeTo(old, 'joao.third@example.org');
    await db.query(`UPDATE verifications SET expires_at = now() - interval '1 second'`);
    const expired = await anyone.post(`${UNDO}/${second.token}`).expect(400);
    expect(expired.body.errors).toEqual({ token: 'INVALID_OR_EXPIRED' });
    expect((await userRow('joao.third@example.org'))?.email).toBe('joao.third@example.org');
  });

  it('leaves the attacker no token: their reset link and a later change’s undo link die with the undo', async () => {
    const old = NAMED_USERS.staff.email;
    const { token } = await changeTo(old, 'mallory@example.org');
    await (
      await browser(app)
    )
      .post('/data/website/forgot-password')
      .send({ email: 'mallory@example.org' })
      .expect(200);
    const attackersReset = await tokenMailed('mallory@example.org', '/reset-password/');
    const second = await changeTo('mallory@example.org', 'mallory2@example.org');

    const anyone = await browser(app);
    await anyone.post(`${UNDO}/${token}`).expect(200);
    expect((await userRow(old))?.email).toBe(old);
    const reset = await anyone
      .post(`/data/website/reset-password/${attackersReset}`)
      .send({ password: 'mallory owns this now' })
      .expect(400);
    expect(reset.body.errors).toEqual({ token: 'INVALID_OR_EXPIRED' });
    await anyone.post(`${UNDO}/${second.token}`).expect(400);
    expect((await userRow(old))?.email).toBe(old);
  });

  it('touches only the user the token was made for', async () => {
    const { rows } = await db.query<{ email: string }>(
      `SELECT email FROM users WHERE email LIKE '%.1@example.org' OR email LIKE '%.2@example.org' ORDER BY id LIMIT 2`,
    );
    const [alice, bob] = rows.map((r) => r.email) as [string, string];
    const { token } = await changeTo(alice, 'alice.moved@example.org');
    const bobSession = await signIn(app, bob);
    const bobBefore = await userRow(bob);

    await (await browser(app)).post(`${UNDO}/${token}`).expect(200);
    expect((await userRow(alice))?.email).toBe(alice);
    expect(await userRow(bob)).toEqual(bobBefore);
    expect((await bobSession.get('/data/users/me').expect(200)).body.user.email).toBe(bob);
  });

  it('answers 409 EMAIL_TAKEN when another account took the old address meanwhile', async () => {
    const { rows } = await db.query<{ email: string }>(
      `SELECT email FROM users WHERE email LIKE '%.3@example.org' ORDER BY id LIMIT 1`,
    );
    const old = rows[0]!.email;
    const { token } = await changeTo(old, 'moved.away@example.org');
    await (
      await browser(app)
    )
      .post('/data/website/signup')
      .send({ email: old, password: 'a long new passphrase', firstName: 'New', lastName: 'Owner' })
      .expect(201);
    const taken = await (await browser(app)).post(`${UNDO}/${token}`).expect(409);
    expect(taken.body.errors).toEqual({ email: 'EMAIL_TAKEN' });
  });
});

import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import { NAMED_USERS, orgAdminEmail } from '../../seed/users';
import { browser, request, type Browser } from '../../testing/contractRequest';
import {
  TEST_PUBLIC_URL,
  TEST_SECRET,
  firstId,
  openSeededApp,
  signIn,
  type SeededApp,
} from '../../testing/seededApp';
import { startSmtpSink, type SinkMail, type SmtpSink } from '../../testing/smtpSink';
import {
  signUnsubscribeLink,
  unsubscribePagePath,
  verifyUnsubscribeLink,
} from '../../platform/mail/unsubscribeLinks';

// One unsubscribe mechanism for every mail a person may turn off, end to end: the app as the server builds
// it, applying to listings, the mails delivered over SMTP to the tests' SMTP sink, their links followed.

let sink: SmtpSink;
let seeded: SeededApp;
let db: Db;
let app: Express;
let jane: Browser;

beforeAll(async () => {
  sink = await startSmtpSink();
  seeded = await openSeededApp({ smtpUrl: sink.url });
  ({ db, app } = seeded);
  jane = await signIn(app, NAMED_USERS.jobSeeker.email);
});
afterAll(async () => {
  await seeded?.close();
  await sink?.close();
});

/** The one-click address of a mail's List-Unsubscribe, as a path under the app. */
const oneClickOf = (mail: SinkMail) => {
  const url = new URL(/^<([^>]+)>/.exec(mail.header('List-Unsubscribe')!)![1]!);
  return url.pathname + url.search;
};
/** The mails delivered to `address` (the queue runs first: the outbox delivers on it). */
const mailsTo = async (address: string) => {
  await seeded.accounts.jobs.drain();
  return sink.mailsTo(address);
};
/** Forgets the mails delivered so far (once those still waiting have gone). */
const forgetMails = async () => {
  await seeded.accounts.jobs.drain();
  sink.mails.length = 0;
};

/** Open listings with no questions (a volunteer opportunity: "I'm interested", no cover letter). */
const openVolops = (extra = 'true') =>
  firstId(
    db,
    `SELECT l.id FROM listings l JOIN organizations o ON o.id = l.org_id
      WHERE l.listing_type = 'VOLOP' AND l.status = 'PUBLISHED' AND o.status = 'PUBLISHED'
        AND (l.expires_at IS NULL OR l.expires_at > now()) AND ${extra} ORDER BY l.id LIMIT 1`,
  );
const orgOf = async (listingId: number) =>
  (await db.query<{ org_id: number }>('SELECT org_id FROM listings WHERE id = $1', [listingId])).rows[0]!
    .org_id;
const userIdOf = async (email: string) => firstId(db, `SELECT id FROM users WHERE email = '${email}'`);
/**
 * A new "I'm interested" (201): only a new application is mailed (a change to one is not), so the earlier
 * one to this listing is removed first. Only Jane applies in this file.
 */
const interested = async (b: Browser, id: number) => {
  await db.query('DELETE FROM applications WHERE listing_id = $1', [id]);
  await b.post(`/data/listings/VOLOP/${id}/applications`).send({}).expect(201);
};

describe('unsubscribe links (signing)', () => {
  const link = { preferenceName: 'applications-received', userId: 4, timestamp: 1_700_000_000 };

  it('verify only the exact link they were signed for', () => {
    const sig = signUnsubscribeLink(TEST_SECRET, link);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeLink(TEST_SECRET, link, sig)).toBe(true);
    expect(verifyUnsubscribeLink('another secret', link, sig)).toBe(false);
    expect(verifyUnsubscribeLink(TEST_SECRET, { ...link, userId: 5 }, sig)).toBe(false);
    expect(verifyUnsubscribeLink(TEST_SECRET, { ...link, preferenceName: 'saved-search-alerts' }, sig)).toBe(
      false,
    );
    expect(verifyUnsubscribeLink(TEST_SECRET, { ...link, timestamp: 1_700_000_001 }, sig)).toBe(false);
    expect(verifyUnsubscribeLink(TEST_SECRET, link, sig.slice(1))).toBe(false);
  });

  it('bind the org variant to its organisation: neither variant verifies as the other', () => {
    const org = { ...link, orgId: 7 };
    const sig = signUnsubscribeLink(TEST_SECRET, org);
    expect(verifyUnsubscribeLink(TEST_SECRET, org, sig)).toBe(true);
    expect(verifyUnsubscribeLink(TEST_SECRET, { ...org, orgId: 8 }, sig)).toBe(false);
    expect(verifyUnsubscribeLink(TEST_SECRET, link, sig)).toBe(false);
    expect(unsubscribePagePath(TEST_SECRET, org)).toBe(
      `/unsubscribe/org/7/applications-received/4/1700000000?sig=${sig}`,
    );
  });
});

describe('application mails', () => {
  it('carry the signed link in the footer and the RFC 8058 headers, in the recipient’s language', async () => {
    const volop = await openVolops();
    const orgId = await orgOf(volop);
    await interested(jane, volop);
    const admin = orgAdminEmail(orgId);
    const [toAdmin] = await mailsTo(admin);
    const [toJane] = await mailsTo(NAMED_USERS.jobSeeker.email);
    expect(toAdmin!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const adminId = await userIdOf(admin);
    expect(toAdmin!.header('List-Unsubscribe')).toMatch(
      new RegExp(
        `^<${TEST_PUBLIC_URL}/data/unsubscribe/org/${orgId}/applications-received/${adminId}/\\d+\\?sig=[A-Za-z0-9_-]{43}>$`,
      ),
    );
    const adminLang = (await db.query<{ lang: string }>('SELECT lang FROM users WHERE id = $1', [adminId]))
      .rows[0]!.lang;
    const footer = {
      en: 'Unsubscribe from these emails',
      es: 'Darse de baja de estos correos',
      pt: 'Cancelar o recebimento destes e-mails',
    }[adminLang]!;
    const pagePath = oneClickOf(toAdmin!).replace('/data', '');
    expect(toAdmin!.text).toContain(`${footer}: ${TEST_PUBLIC_URL}${pagePath}`);

    expect(toJane!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const receipt = oneClickOf(toJane!);
    expect(receipt).toMatch(/^\/data\/unsubscribe\/application-confirmations\/\d+\/\d+\?sig=/);
    expect(toJane!.text).toContain(
      `Unsubscribe from these emails: ${TEST_PUBLIC_URL}${receipt.replace('/data', '')}`,
    );
  });
});

describe('the org link', () => {
  it('stops one admin’s notices for that organisation only: one click without a session, idempotent, undo', async () => {
    const volop = await openVolops();
    const orgId = await orgOf(volop);
    const admin = orgAdminEmail(orgId);
    const adminId = await userIdOf(admin);
    // The same admin also runs a second organisation, with a listing of its own.
    const other = await openVolops(`l.org_id <> ${orgId}`);
    const otherOrg = await orgOf(other);
    await db.query('INSERT INTO org_admins (org_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      otherOrg,
      adminId,
    ]);

    await forgetMails();
    await interested(jane, volop);
    const path = oneClickOf((await mailsTo(admin))[0]!);
    const orgName = (
      await db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [orgId])
    ).rows[0]!.name;

    expect((await request(app).get(path).expect(200)).body.data).toEqual({
      preferenceName: 'applications-received',
      kind: 'APPLICATIONS_RECEIVED',
      savedSearchName: null,
      organizationName: orgName,
      subscribed: true,
    });
    // What a mail client sends (RFC 8058): a form POST, no cookie, no CSRF token, no Origin.
    const off = await request(app).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(off.body.data).toMatchObject({ subscribed: false, organizationName: orgName });
    await request(app).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200); // idempotent
    expect((await request(app).get(path).expect(200)).body.data.subscribed).toBe(false);
    const rows = await db.query('SELECT 1 FROM org_email_opt_outs WHERE user_id = $1', [adminId]);
    expect(rows.rows).toHaveLength(1);

    // Not told about this organisation's applicants any more; still about the other one's.
    await forgetMails();
    await interested(jane, volop);
    await interested(jane, other);
    const told = await mailsTo(admin);
    expect(told).toHaveLength(1);
    expect(oneClickOf(told[0]!)).toContain(`/unsubscribe/org/${otherOrg}/`);
    // Undo is not exempt from CSRF: the page calls it with its token (no session needed).
    await request(app).post(path.replace('?', '/undo?')).expect(403);
    const page = await browser(app);
    expect((await page.post(path.replace('?', '/undo?')).expect(200)).body.data.subscribed).toBe(true);
    await page.post(path.replace('?', '/undo?')).expect(200); // idempotent too
    await forgetMails();
    await interested(jane, volop);
    expect(await mailsTo(admin)).toHaveLength(1);
  });

  it('is refused when tampered with: another organisation, another user, a changed signature, none', async () => {
    const volop = await openVolops();
    const orgId = await orgOf(volop);
    await forgetMails();
    await interested(jane, volop);
    const path = oneClickOf((await mailsTo(orgAdminEmail(orgId)))[0]!);
    const wrongOrg = path.replace(`/org/${orgId}/`, `/org/${orgId + 1}/`);
    expect((await request(app).post(wrongOrg).expect(400)).body.errors).toEqual({ sig: 'Invalid signature' });
    const wrongUser = path.replace(
      /\/(\d+)\/(\d+)\?/,
      (_m, u: string, ts: string) => `/${Number(u) + 1}/${ts}?`,
    );
    await request(app).get(wrongUser).expect(400);
    const tampered = path.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    await request(app).post(tampered).expect(400);
    // The org link's signature does not open the personal link of the same preference.
    await request(app)
      .get(path.replace(`/org/${orgId}`, ''))
      .expect(400);
    await request(app)
      .get(path.replace(/\?sig=.*/, ''))
      .expect(400);
    await request(app)
      .get(path.replace(`/org/${orgId}/`, '/org/x/'))
      .expect(400);
    expect(
      (await request(app).get('/data/unsubscribe/org/1/applications-received/1/1?sig=short').expect(400)).body
        .errors,
    ).toHaveProperty('sig');
  });

  it('refuses a validly signed link to an unknown preference, user or organisation (400, never a 500)', async () => {
    const janeId = await userIdOf(NAMED_USERS.jobSeeker.email);
    const signed = (link: Parameters<typeof unsubscribePagePath>[1]) =>
      `/data${unsubscribePagePath(TEST_SECRET, link)}`;
    const ts = 1_700_000_000;
    expect(
      (
        await request(app)
          .get(signed({ preferenceName: 'newsletter', userId: janeId, timestamp: ts }))
          .expect(400)
      ).body.errors,
    ).toEqual({ preferenceName: 'Unknown preference' });
    await request(app)
      .get(signed({ preferenceName: 'application-confirmations', userId: janeId, timestamp: ts, orgId: 1 }))
      .expect(400);
    await request(app)
      .post(signed({ preferenceName: 'application-confirmations', userId: 999_999, timestamp: ts }))
      .expect(400);
    await request(app)
      .post(
        signed({ preferenceName: 'applications-received', userId: janeId, timestamp: ts, orgId: 999_999 }),
      )
      .expect(400);
  });
});

describe('the personal links', () => {
  it('turn the applicant’s receipts off and on, as the notification preferences show', async () => {
    const volop = await openVolops();
    await forgetMails();
    await interested(jane, volop);
    const path = oneClickOf((await mailsTo(NAMED_USERS.jobSeeker.email))[0]!);
    expect((await request(app).get(path).expect(200)).body.data).toMatchObject({
      kind: 'APPLICATION_CONFIRMATIONS',
      organizationName: null,
      subscribed: true,
    });
    await request(app).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    const settings = await jane.get('/data/userdashboard/general-settings').expect(200);
    expect(settings.body.generalSettings.emailPreferences).toContainEqual({
      kind: 'APPLICATION_CONFIRMATIONS',
      enabled: false,
    });
    await forgetMails();
    await interested(jane, volop);
    expect(await mailsTo(NAMED_USERS.jobSeeker.email)).toHaveLength(0);
    const page = await browser(app);
    await page.post(path.replace('?', '/undo?')).expect(200);
    await forgetMails();
    await interested(jane, volop);
    expect(await mailsTo(NAMED_USERS.jobSeeker.email)).toHaveLength(1);
  });
});

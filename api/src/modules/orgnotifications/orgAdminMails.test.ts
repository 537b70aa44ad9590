import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import { NAMED_USERS, orgAdminEmail } from '../../seed/users';
import { request, type Browser } from '../../testing/contractRequest';
import {
  TEST_PUBLIC_URL,
  TEST_SECRET,
  firstId,
  openSeededApp,
  signIn,
  type SeededApp,
} from '../../testing/seededApp';
import { startSmtpSink, type SinkMail, type SmtpSink } from '../../testing/smtpSink';
import { DIGEST_SWEEP_JOB } from '../applications';
import { recipientsFor } from './index';

// Every mail the platform sends an organisation's admins honours each admin's preferences for that
// organisation (docs/product/organisations.md#notification-preferences): one organisation with three admins,
// each mail triggered through the app as the server builds it and delivered over SMTP to the tests' sink.
// The admin who turned a kind off gets none of it; the others still do, each with the org link that turns
// that kind off (and following it does, as the preferences page then shows).

let sink: SmtpSink;
let seeded: SeededApp;
let db: Db;
let app: Express;

/** The organisation: its seeded owner (A), and two more admins, B (Spanish) and C (Portuguese). */
let orgId: number;
let volop: number;
const A = () => orgAdminEmail(orgId);
const B = NAMED_USERS.spanishSeeker.email;
const C = NAMED_USERS.portugueseSeeker.email;
const browsers = new Map<string, Browser>();
const as = async (email: string) => {
  if (!browsers.has(email)) browsers.set(email, await signIn(app, email));
  return browsers.get(email)!;
};
const ALL_ON = { applicationsReceived: true, applicationsDigest: true, billing: true, teamChanges: true };
const prefs = () => `/data/orgdashboard/${orgId}/notification-preferences`;
const userIdOf = (email: string) => firstId(db, `SELECT id FROM users WHERE email = '${email}'`);

beforeAll(async () => {
  sink = await startSmtpSink();
  seeded = await openSeededApp({ smtpUrl: sink.url });
  ({ db, app } = seeded);
  volop = await firstId(
    db,
    `SELECT l.id FROM listings l JOIN organizations o ON o.id = l.org_id
      WHERE l.listing_type = 'VOLOP' AND l.status = 'PUBLISHED' AND o.status = 'PUBLISHED'
        AND (l.expires_at IS NULL OR l.expires_at > now()) ORDER BY l.id LIMIT 1`,
  );
  orgId = (await db.query<{ org_id: number }>('SELECT org_id FROM listings WHERE id = $1', [volop])).rows[0]!
    .org_id;
  for (const email of [B, C])
    await db.query(
      `INSERT INTO org_admins (org_id, user_id, role) SELECT $1, id, 'ADMIN' FROM users WHERE email = $2`,
      [orgId, email],
    );
});
afterAll(async () => {
  await seeded?.close();
  await sink?.close();
});

/** Only this kind off for `email` (the page's PUT), every other on. */
async function turnOff(email: string, field: keyof typeof ALL_ON) {
  await (
    await as(email)
  )
    .put(prefs())
    .send({ ...ALL_ON, [field]: false })
    .expect(200);
}
/** The mails delivered since the last call, by recipient (the queue runs first: the outbox delivers on it). */
async function delivered(): Promise<Map<string, SinkMail[]>> {
  await seeded.accounts.jobs.drain();
  const byRecipient = new Map<string, SinkMail[]>();
  for (const mail of sink.mails.splice(0))
    for (const to of mail.to) byRecipient.set(to, [...(byRecipient.get(to) ?? []), mail]);
  return byRecipient;
}
/** The one-click address of a mail's List-Unsubscribe, as a path under the app. */
const oneClickOf = (mail: SinkMail) => {
  const url = new URL(/^<([^>]+)>/.exec(mail.header('List-Unsubscribe')!)![1]!);
  return url.pathname + url.search;
};
async function expectOrgLink(mail: SinkMail, email: string, preferenceName: string) {
  const path = `/data/unsubscribe/org/${orgId}/${preferenceName}/${await userIdOf(email)}/`;
  expect(oneClickOf(mail)).toContain(path);
  expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(mail.plainText).toContain(`${TEST_PUBLIC_URL}${path.replace('/data', '')}`);
}

beforeEach(async () => {
  for (const email of [A(), B, C]) await (await as(email)).put(prefs()).send(ALL_ON).expect(200);
  await delivered();
});

it('a new application: not to the admin who turned these notices off, to the others', async () => {
  await turnOff(B, 'applicationsReceived');
  await db.query('DELETE FROM applications WHERE listing_id = $1', [volop]);
  const jane = await as(NAMED_USERS.jobSeeker.email);
  await jane.post(`/data/listings/VOLOP/${volop}/applications`).send({}).expect(201);
  const mails = await delivered();
  expect(mails.get(B)).toBeUndefined();
  expect(mails.get(A())).toHaveLength(1);
  expect(mails.get(C)).toHaveLength(1);
  await expectOrgLink(mails.get(C)![0]!, C, 'applications-received');
});

it('team changes and requests to join: not to the admin who turned them off, to the others but the actor', async () => {
  await turnOff(C, 'teamChanges');
  const invited = `invited-${Date.now()}@example.org`;
  await (await as(A())).post(`/data/orgdashboard/${orgId}/admins`).send({ email: invited }).expect(200);
  let mails = await delivered();
  expect(mails.get(invited)).toHaveLength(1); // the invitation itself: the invitee has no preferences
  expect(mails.get(C)).toBeUndefined();
  expect(mails.get(A())).toBeUndefined(); // the actor knows
  const toB = mails.get(B)!;
  expect(toB).toHaveLength(1);
  expect(toB[0]!.header('subject')).toContain(`invitó a ${invited}`);
  await expectOrgLink(toB[0]!, B, 'team-changes');

  await db.query('DELETE FROM org_admin_requests WHERE org_id = $1', [orgId]);
  const jane = await as(NAMED_USERS.jobSeeker.email);
  await jane.post(`/data/organizations/${orgId}/admin-requests`).expect(201);
  mails = await delivered();
  expect(mails.get(C)).toBeUndefined();
  expect(mails.get(A())).toHaveLength(1);
  expect(mails.get(B)).toHaveLength(1);
  await expectOrgLink(mails.get(A())![0]!, A(), 'team-changes');
});

it('the daily digest (the queue’s sweep): not to the admin who turned it off, to the others in their language', async () => {
  await turnOff(A(), 'applicationsDigest');
  await db.query('DELETE FROM application_digests WHERE org_id = $1', [orgId]);
  await db.query('DELETE FROM applications WHERE listing_id = $1', [volop]);
  const jane = await as(NAMED_USERS.jobSeeker.email);
  await jane.post(`/data/listings/VOLOP/${volop}/applications`).send({}).expect(201);
  await delivered(); // the application's own notices
  await seeded.accounts.jobs.send(DIGEST_SWEEP_JOB, {});
  const mails = await delivered();
  expect(mails.get(A())).toBeUndefined();
  const [toB] = mails.get(B)!;
  const [toC] = mails.get(C)!;
  expect(toB!.header('subject')).toMatch(/^1 postulación nueva para /);
  expect(toC!.header('subject')).toMatch(/^1 nova candidatura para /);
  expect(toB!.plainText).toContain('Jane Doe · ');
  await expectOrgLink(toB!, B, 'applications-digest');

  // B follows the digest's one-click link: the page shows the digest off, and the next sweep skips B.
  await request(app).post(oneClickOf(toB!)).type('form').send('List-Unsubscribe=One-Click').expect(200);
  expect((await (await as(B)).get(prefs()).expect(200)).body.data.preferences).toEqual({
    ...ALL_ON,
    applicationsDigest: false,
  });
});

it('billing: the function the billing mails will call leaves out the admin who turned it off', async () => {
  await turnOff(C, 'billing');
  const signer = { secret: TEST_SECRET, publicUrl: TEST_PUBLIC_URL };
  const recipients = await recipientsFor(db, signer, orgId, 'BILLING');
  expect(recipients.map((r) => r.email).sort()).toEqual([A(), B].sort());
  const b = recipients.find((r) => r.email === B)!;
  expect(b.lang).toBe('es');
  expect(b.unsubscribePath).toMatch(
    new RegExp(`^/unsubscribe/org/${orgId}/billing/${await userIdOf(B)}/\\d+\\?sig=[A-Za-z0-9_-]{43}$`),
  );
  expect(b.headers['List-Unsubscribe']).toContain(`/data/unsubscribe/org/${orgId}/billing/`);
  // Its link is a real one: it turns billing off for B, as the page then shows.
  await request(app)
    .post(`/data${b.unsubscribePath}`)
    .type('form')
    .send('List-Unsubscribe=One-Click')
    .expect(200);
  expect((await recipientsFor(db, signer, orgId, 'BILLING')).map((r) => r.email)).toEqual([A()]);
});

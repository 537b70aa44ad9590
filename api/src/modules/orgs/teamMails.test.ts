import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import { DEV_PASSWORD, NAMED_USERS, orgAdminEmail } from '../../seed/users';
import { browser, type Browser } from '../../testing/contractRequest';
import { firstId, openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink';

// The team's mails (docs/product/organisations.md#notification-preferences, "team changes"): every change
// to who administers an organisation is told to its other admins — not to the one who made it, not to the
// person it is about — each in their language, with the org link that turns these mails off.

let sink: SmtpSink;
let seeded: SeededApp;
let db: Db;
let app: Express;

const ORG = 31;
/** The owner (acts), and two admins who watch: B writes Spanish, D Portuguese. */
const A = orgAdminEmail(ORG);
const B = NAMED_USERS.spanishSeeker.email;
const D = NAMED_USERS.portugueseSeeker.email;
const JANE = NAMED_USERS.jobSeeker.email;
let owner: Browser;

beforeAll(async () => {
  sink = await startSmtpSink();
  seeded = await openSeededApp({ smtpUrl: sink.url });
  ({ db, app } = seeded);
  for (const email of [B, D])
    await db.query(
      `INSERT INTO org_admins (org_id, user_id, role) SELECT $1, id, 'ADMIN' FROM users WHERE email = $2`,
      [ORG, email],
    );
  await db.query(`UPDATE users SET lang = 'en' WHERE email = $1`, [A]);
  owner = await signIn(app, A);
});
afterAll(async () => {
  await seeded?.close();
  await sink?.close();
});

const userIdOf = (email: string) => firstId(db, `SELECT id FROM users WHERE email = '${email}'`);
const admins = `/data/orgdashboard/${ORG}/admins`;

/** The subject of each team mail delivered since the last call, by recipient. */
async function told(): Promise<Record<string, string[]>> {
  await seeded.accounts.jobs.drain();
  const byRecipient: Record<string, string[]> = {};
  for (const mail of sink.mails.splice(0))
    for (const to of mail.to) (byRecipient[to] ??= []).push(mail.header('subject')!);
  return byRecipient;
}

beforeEach(() => told());

it('an admin added by email: the others are told, not the actor nor the new admin; adding again tells no one', async () => {
  await owner.post(admins).send({ email: JANE }).expect(200);
  const mails = await told();
  expect(Object.keys(mails).sort()).toEqual([B, D].sort());
  expect(mails[B]).toEqual([expect.stringMatching(/^Jane Doe ahora administra /)]);
  expect(mails[D]).toEqual([expect.stringMatching(/^Jane Doe agora administra /)]);
  await owner.post(admins).send({ email: JANE }).expect(200); // moved to the front only
  expect(await told()).toEqual({});
});

it('an admin removed, and an admin who leaves', async () => {
  await owner.delete(`${admins}/${await userIdOf(JANE)}`).expect(200);
  let mails = await told();
  expect(Object.keys(mails).sort()).toEqual([B, D].sort());
  expect(mails[B]![0]).toMatch(/^Jane Doe ya no administra /);

  const d = await signIn(app, D);
  await d.delete(`${admins}/${await userIdOf(D)}`).expect(200);
  mails = await told();
  expect(Object.keys(mails).sort()).toEqual([A, B].sort());
  expect(mails[A]![0]).toMatch(/^João Silva left the team of /);
  await db.query(
    `INSERT INTO org_admins (org_id, user_id, role) SELECT $1, id, 'ADMIN' FROM users WHERE email = $2`,
    [ORG, D],
  );
});

it('an owner added, and a request to join approved', async () => {
  await owner.post(`/data/orgdashboard/${ORG}/owners`).send({ email: B }).expect(200);
  let mails = await told();
  expect(Object.keys(mails)).toEqual([D]);
  expect(mails[D]![0]).toMatch(/^Lucía Fernández agora é proprietário\(a\) de /);

  const jane = await signIn(app, JANE);
  const { body } = await jane.post(`/data/organizations/${ORG}/admin-requests`).expect(201);
  mails = await told();
  expect(Object.keys(mails).sort()).toEqual([A, B, D].sort()); // the request itself
  await owner
    .post(`/data/orgdashboard/${ORG}/admin-requests/${body.data.request.id}`)
    .send({ approved: true })
    .expect(200);
  mails = await told();
  // The other admins are told of the change; the person who asked gets the answer instead (its own mail).
  expect(Object.keys(mails).sort()).toEqual([B, D, JANE].sort());
  expect(mails[B]![0]).toMatch(/^Jane Doe ahora administra /);
  expect(mails[JANE]).toHaveLength(1);
  expect(mails[JANE]![0]).not.toMatch(/^Jane Doe/);
});

it('an invite sent, and accepted: the one who accepts is not told, everyone else is', async () => {
  const email = `team-mails-${Date.now()}@example.org`;
  const sent = await owner.post(admins).send({ email }).expect(200);
  let mails = await told();
  expect(Object.keys(mails).sort()).toEqual([B, D, JANE, email].sort());
  expect(mails[JANE]![0]).toMatch(new RegExp(`invited ${email} to `));
  // Resent: the invitee gets it again, the team is not told again.
  await owner.post(`/data/orgdashboard/${ORG}/invites/${sent.body.data.invite.id}/resend`).expect(200);
  expect(Object.keys(await told())).toEqual([email]);

  const invited = await browser(app);
  await invited
    .post('/data/website/signup')
    .send({ email, password: DEV_PASSWORD, firstName: 'Nina', lastName: 'Novak' })
    .expect(201);
  await db.query('UPDATE users SET email_verified = true WHERE email = $1', [email]);
  await told(); // the sign-up's own verification mail
  await invited.post(`/data/website/invites/${sent.body.data.invite.id}/accept`).expect(200);
  mails = await told();
  expect(Object.keys(mails).sort()).toEqual([A, B, D, JANE].sort());
  expect(mails[A]![0]).toMatch(/^Nina Novak joined the team of /);
});

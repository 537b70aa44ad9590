import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import { browser, request, type Browser } from '../../testing/contractRequest';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink';
import {
  firstId,
  openAppOn,
  openSeededApp,
  signIn,
  TEST_PUBLIC_URL,
  type SeededApp,
} from '../../testing/seededApp';
import { DEV_PASSWORD, NAMED_USERS, orgAdminEmail } from '../../seed/users';

// An organisation's team (docs/product/organisations.md#admins): the transitions of its admins, owners,
// invites and admin requests, the admin messages at their edges, and the mails they send (through the
// outbox, delivered by the job queue to the tests' SMTP sink).

let sink: SmtpSink;
let seeded: SeededApp;
let db: Db;
let app: Express;

beforeAll(async () => {
  sink = await startSmtpSink();
  seeded = await openSeededApp({ smtpUrl: sink.url });
  ({ db, app } = seeded);
});
afterAll(async () => {
  await seeded?.close();
  await sink?.close();
});

const mailsTo = async (address: string) => {
  await seeded.accounts.jobs.drain();
  return sink.mailsTo(address);
};
const team = (orgId: number) => `/data/orgdashboard/${orgId}/team`;
const admins = (orgId: number) => `/data/orgdashboard/${orgId}/admins`;
const userId = (email: string) => firstId(db, `SELECT id FROM users WHERE email = '${email}'`);

/** A new account with this address, signed in; verified unless told otherwise. */
async function newUser(email: string, verified = true): Promise<Browser> {
  const b = await browser(app);
  await b
    .post('/data/website/signup')
    .send({ email, password: DEV_PASSWORD, firstName: 'New', lastName: 'Person' })
    .expect(201);
  if (verified) await db.query('UPDATE users SET email_verified = true WHERE email = $1', [email]);
  return b;
}

/** How many rows each team table holds for the organisation: a refusal must leave them as they were. */
async function teamRows(orgId: number) {
  const { rows } = await db.query<{ a: number; i: number; r: number }>(
    `SELECT (SELECT count(*)::int FROM org_admins WHERE org_id = $1) AS a,
            (SELECT count(*)::int FROM org_invites WHERE org_id = $1) AS i,
            (SELECT count(*)::int FROM org_admin_requests WHERE org_id = $1) AS r`,
    [orgId],
  );
  return rows[0]!;
}

describe('GET /data/orgdashboard/:orgId/team', () => {
  it('shows the admins (the seeded one owns it), with no invites or requests yet', async () => {
    const owner = await signIn(app, orgAdminEmail(2));
    const res = await owner.get(team(2)).expect(200);
    expect(res.body.data).toEqual({
      admins: [
        {
          id: await userId(orgAdminEmail(2)),
          email: orgAdminEmail(2),
          name: expect.any(String),
          isOwner: true,
          addedAt: expect.any(String),
        },
      ],
      invites: [],
      adminRequests: [],
    });
    const seeker = await signIn(app, NAMED_USERS.jobSeeker.email);
    const refused = await seeker.get(team(2)).expect(403);
    expect(refused.body.errors).toEqual({ orgId: 'User is not an admin' });
    await (await browser(app)).get(team(2)).expect(401, {
      message: 'Sign-in required',
      errors: { user: 'Missing user' },
      _version: 1,
    });
    await owner.get(team(0)).expect(400);
  });
});

describe('POST /data/orgdashboard/:orgId/admins', () => {
  it('adds an existing user at the front, and moves an admin added again to the front', async () => {
    const owner = await signIn(app, orgAdminEmail(3));
    const added = await owner.post(admins(3)).send({ email: ' Jane.Doe@Example.org ' }).expect(200);
    expect(added.body.data).toEqual({
      kind: 'admin',
      admin: expect.objectContaining({ email: NAMED_USERS.jobSeeker.email, isOwner: false }),
    });
    const order = async () =>
      ((await owner.get(team(3)).expect(200)).body.data.admins as { email: string }[]).map((a) => a.email);
    expect(await order()).toEqual([NAMED_USERS.jobSeeker.email, orgAdminEmail(3)]);
    const again = await owner
      .post(admins(3))
      .send({ email: orgAdminEmail(3) })
      .expect(200);
    expect(again.body.data.admin).toMatchObject({ email: orgAdminEmail(3), isOwner: true });
    expect(await order()).toEqual([orgAdminEmail(3), NAMED_USERS.jobSeeker.email]);
    // The new admin may now open the dashboard and sees it among their organisations.
    const jane = await signIn(app, NAMED_USERS.jobSeeker.email);
    await jane.get(team(3)).expect(200);
    const mine = (await jane.get('/data/users/me/organizations').expect(200)).body.data.organizations;
    expect(mine).toContainEqual(expect.objectContaining({ id: 3, isOwner: false }));
  });

  it('invites an unknown address once, mailed in the organisation’s language with the invite’s link', async () => {
    const owner = await signIn(app, orgAdminEmail(4));
    const locale = (await db.query<{ locale: string }>('SELECT locale FROM organizations WHERE id = 4'))
      .rows[0]!.locale;
    const email = 'future.admin@example.org';
    const first = await owner.post(admins(4)).send({ email }).expect(200);
    expect(first.body.data).toMatchObject({ kind: 'invite', invite: { email, expired: false } });
    const invite = first.body.data.invite as { id: string; expiresAt: string; createdAt: string };
    expect(invite.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Date.parse(invite.expiresAt) - Date.parse(invite.createdAt)).toBe(14 * 86_400_000);
    const second = await owner.post(admins(4)).send({ email: 'Future.Admin@example.org' }).expect(200);
    expect(second.body.data.invite.id).toBe(invite.id);
    const t = (await owner.get(team(4)).expect(200)).body.data;
    expect(t.invites.map((i: { id: string }) => i.id)).toEqual([invite.id]);
    expect(t.admins).toHaveLength(1);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.plainText).toContain(`${TEST_PUBLIC_URL}/user-invites/${invite.id}`);
    const subject = { en: 'Join', es: 'Únete a', pt: 'Junte-se a' }[locale as 'en' | 'es' | 'pt'];
    expect(mails[0]!.header('subject')).toContain(subject);
  });

  it('refuses a malformed address by field', async () => {
    const owner = await signIn(app, orgAdminEmail(4));
    const before = await teamRows(4);
    const res = await owner.post(admins(4)).send({ email: 'not an address' }).expect(400);
    expect(res.body.errors).toEqual({ email: 'EMAIL_INVALID' });
    expect(await teamRows(4)).toEqual(before);
  });
});

describe('DELETE /data/orgdashboard/:orgId/admins/:adminId', () => {
  it('lets an admin remove themselves; the organisation leaves their list', async () => {
    const owner = await signIn(app, orgAdminEmail(11));
    await owner.post(admins(11)).send({ email: NAMED_USERS.spanishSeeker.email }).expect(200);
    const lucia = await signIn(app, NAMED_USERS.spanishSeeker.email);
    const luciaId = await userId(NAMED_USERS.spanishSeeker.email);
    await lucia.put('/data/users/me/selected-organization').send({ orgId: 11 }).expect(200);
    const res = await lucia.delete(`${admins(11)}/${luciaId}`).expect(200);
    expect(res.body.data).toEqual({ removed: true, self: true });
    const mine = (await lucia.get('/data/users/me/organizations').expect(200)).body.data.organizations;
    expect(mine.map((o: { id: number }) => o.id)).not.toContain(11);
    await lucia.get(team(11)).expect(403);
  });

  it('keeps the last owner, and an owner from a plain admin; an owner removes a plain admin', async () => {
    const owner = await signIn(app, orgAdminEmail(12));
    const ownerId = await userId(orgAdminEmail(12));
    await owner.post(admins(12)).send({ email: NAMED_USERS.portugueseSeeker.email }).expect(200);
    const joao = await signIn(app, NAMED_USERS.portugueseSeeker.email);
    const joaoId = await userId(NAMED_USERS.portugueseSeeker.email);
    const before = await teamRows(12);

    const plain = await joao.delete(`${admins(12)}/${ownerId}`).expect(403);
    expect(plain.body.errors).toEqual({ adminId: 'CANNOT_REMOVE_OWNER' });
    const last = await owner.delete(`${admins(12)}/${ownerId}`).expect(409);
    expect(last.body.errors).toEqual({ adminId: 'LAST_OWNER' });
    const staff = await signIn(app, NAMED_USERS.staff.email);
    await staff.delete(`${admins(12)}/${ownerId}`).expect(409);
    expect(await teamRows(12)).toEqual(before);

    const unknown = await owner.delete(`${admins(12)}/999999`).expect(404);
    expect(unknown.body.errors).toEqual({ adminId: 'Missing user' });
    const notHere = await owner
      .delete(`${admins(12)}/${await userId(NAMED_USERS.jobSeeker.email)}`)
      .expect(404);
    expect(notHere.body.errors).toEqual({ adminId: 'Missing user' });

    await owner.delete(`${admins(12)}/${joaoId}`).expect(200, {
      data: { removed: true, self: false },
      _version: 1,
    });
    expect((await owner.get(team(12)).expect(200)).body.data.admins).toHaveLength(1);
  });
});

describe('POST /data/orgdashboard/:orgId/owners', () => {
  it('makes an existing user an admin and an owner; then the first owner may leave', async () => {
    const owner = await signIn(app, orgAdminEmail(13));
    const res = await owner.post(`/data/orgdashboard/13/owners`).send({ email: NAMED_USERS.jobSeeker.email });
    expect(res.status).toBe(200);
    expect(res.body.data.admin).toMatchObject({ email: NAMED_USERS.jobSeeker.email, isOwner: true });
    const jane = await signIn(app, NAMED_USERS.jobSeeker.email);
    // Owners act as owners at once (the session reads the role on each request).
    await jane.post(`/data/orgdashboard/13/owners`).send({ email: NAMED_USERS.staff.email }).expect(200);
    await owner.delete(`${admins(13)}/${await userId(orgAdminEmail(13))}`).expect(200);
  });

  it('answers Missing user for an unknown address, and refuses plain admins', async () => {
    const owner = await signIn(app, orgAdminEmail(14));
    const unknown = await owner.post('/data/orgdashboard/14/owners').send({ email: 'nobody@example.org' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual({ email: 'Missing user' });
    await owner.post(admins(14)).send({ email: NAMED_USERS.spanishSeeker.email }).expect(200);
    const plain = await signIn(app, NAMED_USERS.spanishSeeker.email);
    const refused = await plain
      .post('/data/orgdashboard/14/owners')
      .send({ email: NAMED_USERS.spanishSeeker.email });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual({ orgId: 'User is not an owner' });
  });
});

describe('admin requests', () => {
  it('a verified user asks; each admin is mailed in their language; approving moves them into the admins', async () => {
    const lucia = await signIn(app, NAMED_USERS.spanishSeeker.email);
    const res = await lucia.post('/data/organizations/15/admin-requests').expect(201);
    const requestId = res.body.data.request.id as number;
    const again = await lucia.post('/data/organizations/15/admin-requests').expect(409);
    expect(again.body.errors).toEqual({ orgId: 'REQUEST_PENDING' });

    const toAdmin = await mailsTo(orgAdminEmail(15));
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]!.plainText).toContain('lucia.fernandez@example.org');
    expect(toAdmin[0]!.plainText).toContain(`${TEST_PUBLIC_URL}/admin/15/admins`);
    const { rows } = await db.query<{ lang: string }>('SELECT lang FROM users WHERE email = $1', [
      orgAdminEmail(15),
    ]);
    const asks = { en: 'asks to administer', es: 'pide administrar', pt: 'pede para administrar' };
    expect(toAdmin[0]!.header('subject')).toContain(asks[rows[0]!.lang as 'en' | 'es' | 'pt']);

    const owner = await signIn(app, orgAdminEmail(15));
    const waiting = (await owner.get(team(15)).expect(200)).body.data.adminRequests;
    expect(waiting).toEqual([
      {
        id: requestId,
        approved: false,
        createdAt: expect.any(String),
        user: {
          id: await userId(NAMED_USERS.spanishSeeker.email),
          email: NAMED_USERS.spanishSeeker.email,
          name: expect.any(String),
        },
      },
    ]);
    const approved = await owner
      .post(`/data/orgdashboard/15/admin-requests/${requestId}`)
      .send({ approved: true })
      .expect(200);
    expect(approved.body.data.admin).toMatchObject({
      email: NAMED_USERS.spanishSeeker.email,
      isOwner: false,
    });
    const after = (await owner.get(team(15)).expect(200)).body.data;
    expect(after.adminRequests).toEqual([]);
    expect(after.admins[0].email).toBe(NAMED_USERS.spanishSeeker.email);
    const { rows: stored } = await db.query<{ approved: boolean }>(
      'SELECT approved FROM org_admin_requests WHERE id = $1',
      [requestId],
    );
    expect(stored).toEqual([{ approved: true }]);
    // The person who asked is told, in their language (Spanish), with a link to the dashboard.
    const told = await mailsTo(NAMED_USERS.spanishSeeker.email);
    expect(told).toHaveLength(1);
    expect(told[0]!.header('subject')).toMatch(/^Ya eres administrador\/a de /);
    expect(told[0]!.plainText).toMatch(new RegExp(`${TEST_PUBLIC_URL}/admin/15\\s`));
    // Answered already: as absent as an unknown one.
    const twice = await owner
      .post(`/data/orgdashboard/15/admin-requests/${requestId}`)
      .send({ approved: false });
    expect(twice.status).toBe(404);
    expect(twice.body.errors).toEqual({ requestId: 'No admin request found' });
    expect(await mailsTo(NAMED_USERS.spanishSeeker.email)).toHaveLength(1);
    const already = await lucia.post('/data/organizations/15/admin-requests').expect(409);
    expect(already.body.errors).toEqual({ orgId: 'ALREADY_ADMIN' });
  });

  it('rejecting removes the request; another organisation’s request is not found', async () => {
    const joao = await signIn(app, NAMED_USERS.portugueseSeeker.email);
    const requestId = (await joao.post('/data/organizations/16/admin-requests').expect(201)).body.data.request
      .id as number;
    const other = await signIn(app, orgAdminEmail(17));
    const foreign = await other
      .post(`/data/orgdashboard/17/admin-requests/${requestId}`)
      .send({ approved: true });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors).toEqual({ requestId: 'No admin request found' });
    const owner = await signIn(app, orgAdminEmail(16));
    await owner
      .post(`/data/orgdashboard/16/admin-requests/${requestId}`)
      .send({ approved: false })
      .expect(200, { data: { admin: null }, _version: 1 });
    expect(await teamRows(16)).toMatchObject({ a: 1, r: 0 });
    // Told too, in Portuguese, with a link to the organisation's profile (they may ask again from there).
    const told = await mailsTo(NAMED_USERS.portugueseSeeker.email);
    expect(told).toHaveLength(1);
    expect(told[0]!.header('subject')).toMatch(/^Seu pedido para administrar .+ foi recusado$/);
    expect(told[0]!.plainText).toMatch(new RegExp(`${TEST_PUBLIC_URL}/pt/[a-z-]+/16-[a-z0-9-]+\\s`));
    await joao.post('/data/organizations/16/admin-requests').expect(201);
    const bad = await owner.post('/data/orgdashboard/16/admin-requests/abc').send({ approved: true });
    expect(bad.body.errors).toEqual({ requestId: 'No admin request found' });
    const noFlag = await owner.post(`/data/orgdashboard/16/admin-requests/${requestId}`).send({});
    expect(noFlag.status).toBe(400);
  });

  it('needs a verified address and a valid org id; unknown organisations are 404', async () => {
    const unverified = await newUser('not.verified@example.org', false);
    const res = await unverified.post('/data/organizations/18/admin-requests').expect(403);
    expect(res.body.errors).toEqual({ email: 'EMAIL_NOT_VERIFIED' });
    expect(await teamRows(18)).toMatchObject({ r: 0 });
    const jane = await signIn(app, NAMED_USERS.jobSeeker.email);
    const invalid = await jane.post('/data/organizations/x1/admin-requests').expect(400);
    expect(invalid.body.errors).toEqual({ orgId: 'Invalid org id' });
    await jane.post('/data/organizations/77777/admin-requests').expect(404);
    const anonymous = await (await browser(app)).post('/data/organizations/18/admin-requests').expect(401);
    expect(anonymous.body.errors).toEqual({ user: 'Missing user' });
  });
});

describe('invites', () => {
  async function invite(orgId: number, email: string): Promise<string> {
    const owner = await signIn(app, orgAdminEmail(orgId));
    return (await owner.post(admins(orgId)).send({ email }).expect(200)).body.data.invite.id as string;
  }

  it('shows the invite to whoever holds the link; unknown ids are 404', async () => {
    const id = await invite(19, 'reader@example.org');
    const res = await request(app).get(`/data/website/invites/${id}`).expect(200);
    expect(res.body.data.invite).toMatchObject({
      id,
      orgId: 19,
      email: 'reader@example.org',
      status: 'OPEN',
    });
    const unknown = await request(app).get('/data/website/invites/AAAAAAAAAAAAAAAAAAAAAA').expect(404);
    expect(unknown.body.errors).toEqual({ inviteId: 'No invite found' });
    await request(app).get('/data/website/invites/1').expect(400);
  });

  it('is accepted by the holder of its address, verified: they become an admin, the invite accepted', async () => {
    const id = await invite(20, 'accepting@example.org');
    const wrong = await signIn(app, NAMED_USERS.jobSeeker.email);
    const refused = await wrong.post(`/data/website/invites/${id}/accept`).expect(403);
    expect(refused.body.errors).toEqual({ email: 'INVITE_EMAIL_MISMATCH' });
    expect(await teamRows(20)).toMatchObject({ a: 1 });

    const unverified = await newUser('accepting@example.org', false);
    const notYet = await unverified.post(`/data/website/invites/${id}/accept`).expect(403);
    expect(notYet.body.errors).toEqual({ email: 'EMAIL_NOT_VERIFIED' });
    await db.query(`UPDATE users SET email_verified = true WHERE email = 'accepting@example.org'`);
    await unverified
      .post(`/data/website/invites/${id}/accept`)
      .expect(200, { data: { orgId: 20 }, _version: 1 });
    await unverified.get(team(20)).expect(200);
    const shown = await request(app).get(`/data/website/invites/${id}`).expect(200);
    expect(shown.body.data.invite.status).toBe('ACCEPTED');
    const twice = await unverified.post(`/data/website/invites/${id}/accept`).expect(409);
    expect(twice.body.errors).toEqual({ inviteId: 'INVITE_ACCEPTED' });
    const owner = await signIn(app, orgAdminEmail(20));
    expect((await owner.get(team(20)).expect(200)).body.data.invites).toEqual([]);
  });

  it('expires after 14 days (410); resending renews it and mails it again, a few times an hour at most', async () => {
    const email = 'late@example.org';
    const id = await invite(21, email);
    await db.query(`UPDATE org_invites SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    const owner = await signIn(app, orgAdminEmail(21));
    expect((await owner.get(team(21)).expect(200)).body.data.invites[0]).toMatchObject({ id, expired: true });
    const late = await newUser(email);
    const gone = await late.post(`/data/website/invites/${id}/accept`).expect(410);
    expect(gone.body.errors).toEqual({ inviteId: 'INVITE_EXPIRED' });
    expect((await request(app).get(`/data/website/invites/${id}`).expect(200)).body.data.invite.status).toBe(
      'EXPIRED',
    );

    const resent = await owner.post(`/data/orgdashboard/21/invites/${id}/resend`).expect(200);
    expect(resent.body.data.invite).toMatchObject({ id, expired: false });
    const invites = (await mailsTo(email)).filter((m) => m.plainText.includes(`/user-invites/${id}`));
    expect(invites).toHaveLength(2);
    await late.post(`/data/website/invites/${id}/accept`).expect(200);
    const accepted = await owner.post(`/data/orgdashboard/21/invites/${id}/resend`).expect(409);
    expect(accepted.body.errors).toEqual({ inviteId: 'INVITE_ACCEPTED' });
  });

  it('refuses a resend past the limit with 429, and mails nothing then', async () => {
    const limited = await openAppOn(db, {
      smtpUrl: sink.url,
      limits: { orgInviteMailsPerInvite: { points: 2 } },
    });
    try {
      const owner = await signIn(limited.app, orgAdminEmail(26));
      const email = 'often@example.org';
      const { id } = (await owner.post(admins(26)).send({ email }).expect(200)).body.data.invite;
      await owner.post(`/data/orgdashboard/26/invites/${id}/resend`).expect(200);
      const refused = await owner.post(`/data/orgdashboard/26/invites/${id}/resend`).expect(429);
      expect(refused.body.errors).toEqual({ request: 'RATE_LIMITED' });
      await limited.accounts.jobs.drain();
      await seeded.accounts.jobs.drain();
      expect(sink.mailsTo(email)).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it('is revoked by an admin: its link stops working; another organisation’s invite is not found', async () => {
    const id = await invite(22, 'revoked@example.org');
    const other = await signIn(app, orgAdminEmail(23));
    const foreign = await other.delete(`/data/orgdashboard/23/invites/${id}`).expect(404);
    expect(foreign.body.errors).toEqual({ inviteId: 'No invite found' });
    await other.post(`/data/orgdashboard/23/invites/${id}/resend`).expect(404);
    const owner = await signIn(app, orgAdminEmail(22));
    await owner
      .delete(`/data/orgdashboard/22/invites/${id}`)
      .expect(200, { data: { revoked: true }, _version: 1 });
    await request(app).get(`/data/website/invites/${id}`).expect(404);
  });
});

describe('the user’s organisations', () => {
  it('lists them by name and remembers the selected one, only among theirs', async () => {
    const staffUser = await signIn(app, NAMED_USERS.staff.email);
    expect((await staffUser.get('/data/users/me/organizations').expect(200)).body.data.organizations).toEqual(
      expect.any(Array),
    );
    const admin = await signIn(app, orgAdminEmail(24));
    const mine = await admin.get('/data/users/me/organizations').expect(200);
    expect(mine.body.data.organizations).toEqual([
      { id: 24, name: expect.any(String), isOwner: true, selected: false },
    ]);
    const chosen = await admin.put('/data/users/me/selected-organization').send({ orgId: 24 }).expect(200);
    expect(chosen.body.data.organizations).toEqual([expect.objectContaining({ id: 24, selected: true })]);
    const refused = await admin.put('/data/users/me/selected-organization').send({ orgId: 25 }).expect(403);
    expect(refused.body.errors).toEqual({ orgId: 'NOT_YOUR_ORG' });
    const bad = await admin.put('/data/users/me/selected-organization').send({ orgId: 'x' }).expect(400);
    expect(bad.body.errors).toEqual({ orgId: 'Invalid org id' });
    await (await browser(app)).get('/data/users/me/organizations').expect(401);
  });
});

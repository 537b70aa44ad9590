import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import { unsubscribePagePath } from '../../platform/mail/unsubscribeLinks';
import { NAMED_USERS, orgAdminEmail } from '../../seed/users';
import { browser, request, type Browser } from '../../testing/contractRequest';
import { TEST_SECRET, firstId, openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';

// GET and PUT /data/orgdashboard/:orgId/notification-preferences: each admin's own preferences for one
// organisation's mails (docs/product/organisations.md#notification-preferences), every kind on by
// default, refused by field and never half written, and the same preference as the org unsubscribe links.

let seeded: SeededApp;
let db: Db;
let app: Express;
beforeAll(async () => {
  seeded = await openSeededApp();
  ({ db, app } = seeded);
});
afterAll(() => seeded?.close());

const url = (orgId: number | string) => `/data/orgdashboard/${orgId}/notification-preferences`;
const ALL_ON = { applicationsReceived: true, applicationsDigest: true, billing: true, teamChanges: true };
const userIdOf = (email: string) => firstId(db, `SELECT id FROM users WHERE email = '${email}'`);
const optOuts = async (userId: number) =>
  (
    await db.query<{ org_id: number; kind: string }>(
      'SELECT org_id, kind FROM org_email_opt_outs WHERE user_id = $1 ORDER BY org_id, kind',
      [userId],
    )
  ).rows;

describe('an admin', () => {
  let admin: Browser;
  beforeAll(async () => {
    admin = await signIn(app, orgAdminEmail(5));
  });

  it('has every kind on until they turn it off', async () => {
    const res = await admin.get(url(5)).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toEqual({ preferences: ALL_ON, recipient: true, offForAllOrganizations: [] });
  });

  it('turns kinds off and on again; the answer and the next read say where they stand', async () => {
    const off = { ...ALL_ON, applicationsDigest: false, teamChanges: false };
    const put = await admin.put(url(5)).send(off).expect(200);
    expect(put.body.data.preferences).toEqual(off);
    expect((await admin.get(url(5)).expect(200)).body.data.preferences).toEqual(off);
    const id = await userIdOf(orgAdminEmail(5));
    expect(await optOuts(id)).toEqual([
      { org_id: 5, kind: 'APPLICATIONS_DIGEST' },
      { org_id: 5, kind: 'TEAM_CHANGES' },
    ]);
    // The same again changes nothing; all on removes every row.
    await admin.put(url(5)).send(off).expect(200);
    expect(await optOuts(id)).toHaveLength(2);
    expect((await admin.put(url(5)).send(ALL_ON).expect(200)).body.data.preferences).toEqual(ALL_ON);
    expect(await optOuts(id)).toEqual([]);
  });

  it('sets them per organisation: another organisation they administer keeps its own', async () => {
    const id = await userIdOf(orgAdminEmail(6));
    await db.query(`INSERT INTO org_admins (org_id, user_id, role) VALUES (7, $1, 'ADMIN')`, [id]);
    const both = await signIn(app, orgAdminEmail(6));
    await both
      .put(url(6))
      .send({ ...ALL_ON, billing: false })
      .expect(200);
    expect((await both.get(url(6)).expect(200)).body.data.preferences.billing).toBe(false);
    expect((await both.get(url(7)).expect(200)).body.data.preferences).toEqual(ALL_ON);
    // Organisation 7's own admin is not touched by their co-admin's choice.
    const other = await signIn(app, orgAdminEmail(7));
    await both
      .put(url(7))
      .send({ ...ALL_ON, applicationsReceived: false })
      .expect(200);
    expect((await other.get(url(7)).expect(200)).body.data.preferences).toEqual(ALL_ON);
  });

  it('is told which kind their switch for every organisation turned off', async () => {
    const admin8 = await signIn(app, orgAdminEmail(8));
    await admin8
      .put('/data/userdashboard/general-settings/email-preferences')
      .send({ emailPreferences: [{ kind: 'APPLICATIONS_RECEIVED', enabled: false }] })
      .expect(200);
    const res = await admin8.get(url(8)).expect(200);
    expect(res.body.data).toEqual({
      preferences: ALL_ON,
      recipient: true,
      offForAllOrganizations: ['applicationsReceived'],
    });
  });
});

describe('bad input', () => {
  let admin: Browser;
  let id: number;
  beforeAll(async () => {
    admin = await signIn(app, orgAdminEmail(9));
    id = await userIdOf(orgAdminEmail(9));
    await admin
      .put(url(9))
      .send({ ...ALL_ON, billing: false })
      .expect(200);
  });

  it.each([
    [
      'a value that is not true or false',
      { ...ALL_ON, teamChanges: 'no' },
      { teamChanges: 'PREFERENCE_INVALID' },
    ],
    [
      'a missing kind',
      { applicationsReceived: false, applicationsDigest: true, billing: true },
      { teamChanges: 'PREFERENCE_INVALID' },
    ],
    ['null', { ...ALL_ON, applicationsDigest: null }, { applicationsDigest: 'PREFERENCE_INVALID' }],
    ['an unknown kind', { ...ALL_ON, newsletter: false }, { request: expect.any(String) }],
    ['no object at all', [false], { request: expect.any(String) }],
  ])('refuses %s by field (400) and writes nothing', async (_what, body, errors) => {
    const res = await admin.put(url(9)).send(body).expect(400);
    expect(res.body.errors).toEqual(errors);
    expect(await optOuts(id)).toEqual([{ org_id: 9, kind: 'BILLING' }]);
  });
});

describe('refusals', () => {
  it('anonymous: 401 Missing user, to read and to write', async () => {
    const anonymous = await browser(app);
    expect((await anonymous.get(url(10)).expect(401)).body.errors).toEqual({ user: 'Missing user' });
    expect((await anonymous.put(url(10)).send(ALL_ON).expect(401)).body.errors).toEqual({
      user: 'Missing user',
    });
  });

  it('another organisation’s admin, or a user: 403 User is not an admin, nothing written', async () => {
    const otherAdmin = await signIn(app, orgAdminEmail(11));
    expect((await otherAdmin.get(url(10)).expect(403)).body.errors).toEqual({
      orgId: 'User is not an admin',
    });
    await otherAdmin
      .put(url(10))
      .send({ ...ALL_ON, billing: false })
      .expect(403);
    const seeker = await signIn(app, NAMED_USERS.jobSeeker.email);
    await seeker
      .put(url(10))
      .send({ ...ALL_ON, billing: false })
      .expect(403);
    expect(await db.query('SELECT 1 FROM org_email_opt_outs WHERE org_id = 10')).toMatchObject({ rows: [] });
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])(
    'an invalid org id (%s): 400 Invalid org id before any permission check',
    async (bad) => {
      const anonymous = await browser(app);
      expect((await anonymous.get(url(bad)).expect(400)).body.errors).toEqual({ orgId: 'Invalid org id' });
      expect((await anonymous.put(url(bad)).send(ALL_ON).expect(400)).body.errors).toEqual({
        orgId: 'Invalid org id',
      });
    },
  );

  it('staff who do not administer it may look (nothing of theirs to set: 409), and get 404 for no organisation', async () => {
    const staff = await signIn(app, NAMED_USERS.staff.email);
    expect((await staff.get(url(12)).expect(200)).body.data).toEqual({
      preferences: ALL_ON,
      recipient: false,
      offForAllOrganizations: [],
    });
    expect((await staff.put(url(12)).send(ALL_ON).expect(409)).body.errors).toEqual({
      orgId: 'NOT_A_RECIPIENT',
    });
    expect((await staff.get(url(999_999)).expect(404)).body.errors).toEqual({
      orgId: 'No organization with this id',
    });
    await staff.put(url(999_999)).send(ALL_ON).expect(404);
  });
});

describe('one preference for the page and the org unsubscribe links', () => {
  it('a link turns off what the page shows off, and the page turns back on what the link reads', async () => {
    const orgId = 13;
    const userId = await userIdOf(orgAdminEmail(orgId));
    const admin = await signIn(app, orgAdminEmail(orgId));
    const link = `/data${unsubscribePagePath(TEST_SECRET, {
      preferenceName: 'team-changes',
      userId,
      timestamp: 1_700_000_000,
      orgId,
    })}`;
    expect((await request(app).get(link).expect(200)).body.data).toMatchObject({
      kind: 'TEAM_CHANGES',
      subscribed: true,
    });
    await request(app).post(link).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await admin.get(url(orgId)).expect(200)).body.data.preferences).toEqual({
      ...ALL_ON,
      teamChanges: false,
    });
    await admin.put(url(orgId)).send(ALL_ON).expect(200);
    expect((await request(app).get(link).expect(200)).body.data.subscribed).toBe(true);
    for (const preferenceName of ['applications-received', 'applications-digest', 'billing']) {
      const other = `/data${unsubscribePagePath(TEST_SECRET, { preferenceName, userId, timestamp: 1, orgId })}`;
      await request(app).post(other).type('form').send('List-Unsubscribe=One-Click').expect(200);
    }
    expect((await admin.get(url(orgId)).expect(200)).body.data.preferences).toEqual({
      applicationsReceived: false,
      applicationsDigest: false,
      billing: false,
      teamChanges: true,
    });
  });
});

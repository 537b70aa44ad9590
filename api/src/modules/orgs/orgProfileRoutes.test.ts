import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import { browser, request, type Browser } from '../../testing/contractRequest';
import { firstId, openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { NAMED_USERS, orgAdminEmail } from '../../seed/users';
import { openSearchRowSql } from '../listings';

// An organisation's own record (docs/product/organisations.md#the-organisation): created by a user, who
// owns it; edited by its admins; frozen by staff; deleted by an owner, with its listings.

let seeded: SeededApp;
let db: Db;
let app: Express;
let staff: Browser;

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ db, app } = seeded);
  staff = await signIn(app, NAMED_USERS.staff.email);
});
afterAll(() => seeded?.close());

const organization = (orgId: number | string) => `/data/orgdashboard/${orgId}/organization`;

const ORG = {
  name: 'Green Futures Collective',
  orgType: 'NONPROFIT',
  locale: 'es',
  description: 'We plant trees & restore rivers.',
  website: 'https://greenfutures.example.org',
  areasOfFocus: ['CLIMATE_ENVIRONMENT', 'EDUCATION'],
};

const adminRows = (orgId: number) =>
  db
    .query<{ user_id: number; role: string }>(
      'SELECT user_id, role FROM org_admins WHERE org_id = $1 ORDER BY position DESC',
      [orgId],
    )
    .then((r) => r.rows);

describe('POST /data/organizations', () => {
  it('creates the organisation; its creator is its first admin and owner, and may open its dashboard', async () => {
    const seeker = await signIn(app, NAMED_USERS.spanishSeeker.email);
    const placeId = await firstId(db, 'SELECT id FROM places ORDER BY population DESC LIMIT 1');
    const res = await seeker
      .post('/data/organizations')
      .send({ ...ORG, name: '  Green Futures Collective ', placeId: String(placeId) })
      .expect(201);
    const org = res.body.data.org;
    expect(org).toMatchObject({
      type: 'ORG',
      name: 'Green Futures Collective',
      slug: 'green-futures-collective',
      orgType: 'NONPROFIT',
      locale: 'es',
      // Rich text, sanitised: the plain text's & is escaped.
      description: 'We plant trees &amp; restore rivers.',
      website: ORG.website,
      areasOfFocus: ORG.areasOfFocus,
      status: 'PUBLISHED',
      location: expect.objectContaining({ countryCode: expect.any(String) }),
    });
    const userId = await firstId(
      db,
      `SELECT id FROM users WHERE email = '${NAMED_USERS.spanishSeeker.email}'`,
    );
    expect(await adminRows(org.id)).toEqual([{ user_id: userId, role: 'OWNER' }]);
    await seeker.get(organization(org.id)).expect(200);
    const mine = await seeker.get('/data/users/me/organizations').expect(200);
    expect(mine.body.data.organizations).toContainEqual({
      id: org.id,
      name: 'Green Futures Collective',
      isOwner: true,
      selected: false,
    });
    // The public profile shows it at once.
    await request(app).get(`/data/website/organizations/${org.id}`).expect(200);
  });

  it('refuses bad fields by field, with the contracts’ codes, and stores nothing', async () => {
    const seeker = await signIn(app, NAMED_USERS.portugueseSeeker.email);
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations')).rows[0]!.n;
    const before = await count();
    const res = await seeker
      .post('/data/organizations')
      .send({
        name: 'X',
        orgType: 'CHARITY',
        locale: 'fr',
        description: 'a'.repeat(5001),
        website: 'javascript:alert(1)',
        areasOfFocus: ['EDUCATION', 'EDUCATION', 'EDUCATION', 'EDUCATION', 'EDUCATION', 'EDUCATION'],
      })
      .expect(400);
    expect(res.body.errors).toEqual({
      name: 'ORG_NAME_LENGTH',
      orgType: 'ORG_TYPE_INVALID',
      locale: 'ORG_LOCALE_INVALID',
      description: 'ORG_DESCRIPTION_TOO_LONG',
      website: 'ORG_WEBSITE_INVALID',
      areasOfFocus: 'ORG_AREAS_INVALID',
    });
    const unknownPlace = await seeker
      .post('/data/organizations')
      .send({ ...ORG, placeId: 'remote' })
      .expect(400);
    expect(unknownPlace.body.errors).toEqual({ placeId: 'ORG_PLACE_INVALID' });
    await seeker.post('/data/organizations').send('not json').expect(400);
    await (await browser(app)).post('/data/organizations').send(ORG).expect(401);
    expect(await count()).toBe(before);
  });
});

describe('PUT /data/orgdashboard/:orgId/organization', () => {
  it('lets its admin rewrite it; website and place cleared with null, kept when left out', async () => {
    const admin = await signIn(app, orgAdminEmail(5));
    const before = (await admin.get(organization(5)).expect(200)).body.data.org;
    const res = await admin
      .put(organization(5))
      .send({ ...ORG, name: 'Renamed Org', website: '', areasOfFocus: [] })
      .expect(200);
    expect(res.body.data.org).toMatchObject({
      id: 5,
      name: 'Renamed Org',
      slug: 'renamed-org',
      website: null,
      areasOfFocus: [],
      location: before.location,
      createdAt: before.createdAt,
    });
    const cleared = await admin
      .put(organization(5))
      .send({ ...ORG, placeId: null })
      .expect(200);
    expect(cleared.body.data.org.location).toBeNull();
  });

  it('refuses another organisation’s admin and bad input, and answers 404 for an unknown id', async () => {
    const other = await signIn(app, orgAdminEmail(6));
    const refused = await other.put(organization(5)).send(ORG).expect(403);
    expect(refused.body.errors).toEqual({ orgId: 'User is not an admin' });
    const bad = await other
      .put(organization(6))
      .send({ ...ORG, name: '' })
      .expect(400);
    expect(bad.body.errors).toEqual({ name: 'ORG_NAME_LENGTH' });
    await staff.put(organization(777)).send(ORG).expect(404);
    await staff
      .put(organization('abc'))
      .send(ORG)
      .expect(400, {
        message: 'Invalid request',
        errors: { orgId: 'Invalid org id' },
        _version: 1,
      });
  });
});

describe('POST /data/orgdashboard/:orgId/organization (staff)', () => {
  it('freezes an organisation (its profile shows only its name) and publishes it again', async () => {
    const frozen = await staff.post(organization(7)).send({ status: 'FROZEN' }).expect(200);
    expect(frozen.body.data.org).toMatchObject({ id: 7, status: 'FROZEN' });
    const profile = await request(app).get('/data/website/organizations/7').expect(200);
    expect(profile.body.data.type).toBe('UNPUBLISHED_ORG');
    await staff.post(organization(7)).send({ status: 'PUBLISHED' }).expect(200);
    expect((await request(app).get('/data/website/organizations/7').expect(200)).body.data.type).toBe('ORG');
  });

  it('is for staff only, and takes PUBLISHED or FROZEN', async () => {
    const admin = await signIn(app, orgAdminEmail(7));
    const refused = await admin.post(organization(7)).send({ status: 'FROZEN' }).expect(403);
    expect(refused.body.errors).toEqual({ user: 'User is not staff' });
    const bad = await staff.post(organization(7)).send({ status: 'DELETED' }).expect(400);
    expect(bad.body.errors).toEqual({ status: 'ORG_STATUS_INVALID' });
  });
});

describe('DELETE /data/orgdashboard/:orgId/organization', () => {
  /** An organisation with open jobs (listed by search: before their deadline), and one of them. */
  async function orgWithOpenJobs() {
    const { rows } = await db.query<{ org_id: number; id: number; n: number }>(
      `SELECT l.org_id, min(l.id) AS id, count(*)::int AS n FROM listings l JOIN listing_search s ON s.id = l.id
        WHERE l.listing_type = 'JOB' AND l.org_id BETWEEN 10 AND 30 AND ${openSearchRowSql('s')}
        GROUP BY l.org_id ORDER BY n DESC LIMIT 1`,
    );
    return rows[0]!;
  }

  it('needs the name typed again: a mismatch is a 400 by field and changes nothing', async () => {
    const owner = await signIn(app, orgAdminEmail(8));
    const res = await owner.delete(organization(8)).send({ confirmName: 'not its name' }).expect(400);
    expect(res.body.errors).toEqual({ confirmName: 'CONFIRM_NAME_MISMATCH' });
    await owner.delete(organization(8)).expect(400);
    await owner.get(organization(8)).expect(200);
    expect(await adminRows(8)).toHaveLength(1);
  });

  it('is for owners: a plain admin is refused', async () => {
    const plain = await signIn(app, NAMED_USERS.jobSeeker.email);
    const userId = await firstId(db, `SELECT id FROM users WHERE email = '${NAMED_USERS.jobSeeker.email}'`);
    await db.query(`INSERT INTO org_admins (org_id, user_id, role) VALUES (9, $1, 'ADMIN')`, [userId]);
    const name = (await plain.get(organization(9)).expect(200)).body.data.org.name;
    const res = await plain.delete(organization(9)).send({ confirmName: name }).expect(403);
    expect(res.body.errors).toEqual({ orgId: 'User is not an owner' });
  });

  it('closes its listings (they leave search, their pages answer 410), answers 410 for its profile and leaves every admin’s list', async () => {
    const { org_id: orgId, id: jobId, n } = await orgWithOpenJobs();
    const owner = await signIn(app, orgAdminEmail(orgId));
    const name = (await owner.get(organization(orgId)).expect(200)).body.data.org.name as string;
    // A second admin, an open invite and a waiting request: all go with it.
    const other = await signIn(app, NAMED_USERS.portugueseSeeker.email);
    await owner
      .post(`/data/orgdashboard/${orgId}/admins`)
      .send({ email: NAMED_USERS.portugueseSeeker.email });
    await owner.post(`/data/orgdashboard/${orgId}/admins`).send({ email: 'someone.new@example.org' });
    const requester = await signIn(app, NAMED_USERS.spanishSeeker.email);
    await requester.post(`/data/organizations/${orgId}/admin-requests`).expect(201);
    await other.put('/data/users/me/selected-organization').send({ orgId }).expect(200);

    const jobsBefore = (await request(app).get('/data/search/listings?type=JOB').expect(200)).body.nbHits;
    await request(app).get(`/data/website/jobs/${jobId}`).expect(200);

    await owner
      .delete(organization(orgId))
      .send({ confirmName: ` ${name} ` })
      .expect(200, {
        data: { deleted: true },
        _version: 1,
      });

    const jobsAfter = (await request(app).get('/data/search/listings?type=JOB').expect(200)).body.nbHits;
    expect(jobsBefore - jobsAfter).toBe(n);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM listing_search s JOIN listings l ON l.id = s.id WHERE l.org_id = $1',
      [orgId],
    );
    expect(rows[0]!.n).toBe(0);
    const page = await request(app).get(`/data/website/jobs/${jobId}`).expect(410);
    expect(page.body.data).toBeUndefined();
    await request(app).get(`/data/website/organizations/${orgId}`).expect(410);

    for (const table of ['org_admins', 'org_invites', 'org_admin_requests', 'org_selections']) {
      const left = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE org_id = $1`,
        [orgId],
      );
      expect({ table, n: left.rows[0]!.n }).toEqual({ table, n: 0 });
    }
    expect((await other.get('/data/users/me/organizations').expect(200)).body.data.organizations).toEqual([]);
    const me = await owner.get('/data/users/me').expect(200);
    expect(me.body.user.orgs).toEqual([]);
    // Gone for its former owner; staff find nothing to act on.
    await owner.get(organization(orgId)).expect(403);
    await staff.get(organization(orgId)).expect(404);
    await staff.post(organization(orgId)).send({ status: 'PUBLISHED' }).expect(404);
  });
});

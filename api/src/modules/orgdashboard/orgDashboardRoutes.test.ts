import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import { request, type Browser } from '../../testing/contractRequest';
import { openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { NAMED_USERS, orgAdminEmail } from '../../seed/users';

let seeded: SeededApp;
let db: Db;
let app: Express;
/** Signed in as staff, who may open every organisation's dashboard. */
let staff: Browser;

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ db, app } = seeded);
  staff = await signIn(app, NAMED_USERS.staff.email);
});
afterAll(() => seeded?.close());

const dashboard = (orgId: number | string) => `/data/orgdashboard/${orgId}/organization`;

describe('GET /data/orgdashboard/:orgId/organization', () => {
  it('needs a signed-in admin of that organisation: 401 signed out, 403 for others, 200 for its admin', async () => {
    const signedOut = await request(app).get(dashboard(3)).expect(401);
    expect(signedOut.body.errors).toEqual({ user: 'Missing user' });

    const seeker = await signIn(app, NAMED_USERS.jobSeeker.email);
    const notAdmin = await seeker.get(dashboard(3)).expect(403);
    expect(notAdmin.body.errors).toEqual({ orgId: 'User is not an admin' });

    const otherAdmin = await signIn(app, orgAdminEmail(4));
    await otherAdmin.get(dashboard(3)).expect(403);

    const admin = await signIn(app, orgAdminEmail(3));
    const res = await admin.get(dashboard(3)).expect(200);
    expect(res.body.data.org).toMatchObject({ type: 'ORG', id: 3 });
  });

  it('shows the organisation with all its listings, unpublished ones included', async () => {
    const { rows } = await db.query<{ org_id: number; n: number }>(
      `SELECT org_id, count(*)::int AS n FROM listings GROUP BY org_id
       HAVING bool_or(status = 'UNPUBLISHED') ORDER BY org_id LIMIT 1`,
    );
    const { org_id: orgId, n } = rows[0]!;
    const admin = await signIn(app, orgAdminEmail(orgId));
    const res = await admin.get(dashboard(orgId)).expect(200);
    expect(res.body.data.org).toMatchObject({
      type: 'ORG',
      id: orgId,
      status: 'PUBLISHED',
      description: expect.any(String),
    });
    const counts = res.body.data.listingCounts as Record<string, number>;
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(n);
    expect(res.body.data.recentListings.length).toBe(Math.min(10, n));
    expect(res.body.data.recentListings[0]).toMatchObject({
      id: expect.any(Number),
      status: expect.stringMatching(/^(DRAFT|PUBLISHED|CLOSED|EXPIRED)$/),
    });
  });

  it('says where each listing is in its lifecycle: PUBLISHED while live, EXPIRED past its deadline, CLOSED taken down', async () => {
    const { rows } = await db.query<{ id: number; org_id: number; expires_at: Date | null }>(
      `SELECT id, org_id, expires_at FROM listings
        WHERE status = 'PUBLISHED' AND (expires_at IS NULL OR expires_at > now())
        ORDER BY published_at DESC, id DESC LIMIT 1`,
    );
    const { id, org_id: orgId, expires_at: expiresAt } = rows[0]!;
    const statusOf = async () =>
      (
        (await staff.get(dashboard(orgId)).expect(200)).body.data.recentListings as {
          id: number;
          status: string;
        }[]
      ).find((l) => l.id === id)?.status;
    expect(await statusOf()).toBe('PUBLISHED');
    await db.query(`UPDATE listings SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    try {
      expect(await statusOf()).toBe('EXPIRED');
      await db.query(`UPDATE listings SET status = 'UNPUBLISHED' WHERE id = $1`, [id]);
      expect(await statusOf()).toBe('CLOSED');
    } finally {
      await db.query(`UPDATE listings SET status = 'PUBLISHED', expires_at = $2 WHERE id = $1`, [
        id,
        expiresAt,
      ]);
    }
  });

  it('still shows a frozen organisation in full to its admins', async () => {
    const { rows } = await db.query<{ id: number }>(
      `SELECT id FROM organizations WHERE status = 'FROZEN' LIMIT 1`,
    );
    const res = await staff.get(dashboard(rows[0]!.id)).expect(200);
    expect(res.body.data.org).toMatchObject({ type: 'ORG', status: 'FROZEN' });
  });

  it('answers bad and unknown ids with 400 Invalid org id and 404 (to staff, who may ask about any id)', async () => {
    await staff.get(dashboard('abc')).expect(400, {
      message: 'Invalid request',
      errors: { orgId: 'Invalid org id' },
      _version: 1,
    });
    await staff
      .get(dashboard(777))
      .expect(404, { message: 'Not found', errors: { orgId: 'No organization with this id' }, _version: 1 });
  });
});

import type { Express } from 'express';
import { request } from '../../testing/contractRequest';
import type { Db } from '../../platform/db/db';
import { openSeededApp } from '../../testing/seededApp';

let db: Db;
let app: Express;

beforeAll(async () => {
  ({ db, app } = await openSeededApp());
});
afterAll(() => db?.close());

describe('GET /data/orgdashboard/:orgId/organization', () => {
  it('shows the organisation with all its listings, unpublished ones included', async () => {
    const { rows } = await db.query<{ org_id: number; n: number }>(
      `SELECT org_id, count(*)::int AS n FROM listings GROUP BY org_id
       HAVING bool_or(status = 'UNPUBLISHED') ORDER BY org_id LIMIT 1`,
    );
    const { org_id: orgId, n } = rows[0]!;
    const res = await request(app).get(`/data/orgdashboard/${orgId}/organization`).expect(200);
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
      status: expect.stringMatching(/PUBLISHED/),
    });
  });

  it('still shows a frozen organisation in full to its admins', async () => {
    const { rows } = await db.query<{ id: number }>(
      `SELECT id FROM organizations WHERE status = 'FROZEN' LIMIT 1`,
    );
    const res = await request(app).get(`/data/orgdashboard/${rows[0]!.id}/organization`).expect(200);
    expect(res.body.data.org).toMatchObject({ type: 'ORG', status: 'FROZEN' });
  });

  it('answers bad and unknown ids with 400 and 404', async () => {
    await request(app)
      .get('/data/orgdashboard/abc/organization')
      .expect(400, {
        message: 'Invalid request',
        errors: { orgId: 'Must be a positive whole number' },
        _version: 1,
      });
    await request(app)
      .get('/data/orgdashboard/777/organization')
      .expect(404, { message: 'Not found', errors: { orgId: 'No organization with this id' }, _version: 1 });
  });
});

import type { Express } from 'express';
import { ORG_OPEN_LISTINGS_PER_TYPE } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { request } from '../../testing/contractRequest';
import { firstId, openSeededApp } from '../../testing/seededApp';
import { openListingSql } from '../listings';

let db: Db;
let app: Express;

beforeAll(async () => {
  ({ db, app } = await openSeededApp());
});
afterAll(() => db?.close());

const oneId = (sql: string) => firstId(db, sql);

describe('GET /data/website/organizations/:id', () => {
  it('answers a published organisation with counts and recent open listings', async () => {
    const id = await oneId(
      `SELECT org_id AS id FROM listings GROUP BY org_id ORDER BY count(*) DESC, org_id LIMIT 1`,
    );
    const { rows } = await db.query<{ status: string }>('SELECT status FROM organizations WHERE id = $1', [
      id,
    ]);
    expect(rows[0]!.status).toBe('PUBLISHED');
    const res = await request(app).get(`/data/website/organizations/${id}`).expect(200);
    const org = res.body.data;
    expect(org).toMatchObject({
      type: 'ORG',
      id,
      name: expect.any(String),
      orgType: expect.any(String),
      locale: expect.any(String),
      description: expect.any(String),
      website: expect.stringMatching(/^https:\/\//),
      location: { city: expect.any(String) },
      areasOfFocus: expect.any(Array),
      listingCounts: {
        JOB: expect.any(Number),
        INTERNSHIP: expect.any(Number),
        VOLOP: expect.any(Number),
        EVENT: expect.any(Number),
      },
    });
    expect(org.recentListings).toHaveLength(10);
    // Open: published, before the deadline (docs/product/listings.md "Listing lifecycle").
    const open = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM listings l JOIN organizations o ON o.id = l.org_id
        WHERE l.org_id = $1 AND ${openListingSql()}`,
      [id],
    );
    const total = Object.values(org.listingCounts as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(total).toBe(open.rows[0]!.n);
    const dates = org.recentListings.map((l: { publishedAt: string }) => l.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Each type's section: that type only, newest first, as many as there are up to the profile's limit.
    for (const type of ['JOB', 'INTERNSHIP', 'VOLOP', 'EVENT'] as const) {
      const open = org.openListings[type] as { type: string; publishedAt: string }[];
      expect(open.every((l) => l.type === type)).toBe(true);
      expect(open).toHaveLength(Math.min(ORG_OPEN_LISTINGS_PER_TYPE, org.listingCounts[type]));
      const openDates = open.map((l) => l.publishedAt);
      expect([...openDates].sort().reverse()).toEqual(openDates);
    }
  });

  it('leaves out a listing past its deadline: counted, listed and shown only while open', async () => {
    const id = await oneId(
      `SELECT l.org_id AS id FROM listings l JOIN organizations o ON o.id = l.org_id WHERE ${openListingSql()}
        GROUP BY l.org_id ORDER BY count(*) DESC, l.org_id LIMIT 1`,
    );
    const before = (await request(app).get(`/data/website/organizations/${id}`).expect(200)).body.data;
    const newest = before.recentListings[0] as { id: number; type: 'JOB' | 'INTERNSHIP' | 'VOLOP' | 'EVENT' };
    const { rows } = await db.query<{ expires_at: Date | null }>(
      'SELECT expires_at FROM listings WHERE id = $1',
      [newest.id],
    );
    await db.query(`UPDATE listings SET expires_at = now() - interval '1 minute' WHERE id = $1`, [newest.id]);
    try {
      const after = (await request(app).get(`/data/website/organizations/${id}`).expect(200)).body.data;
      expect(after.listingCounts[newest.type]).toBe(before.listingCounts[newest.type] - 1);
      expect(after.recentListings.map((l: { id: number }) => l.id)).not.toContain(newest.id);
      expect(after.openListings[newest.type].map((l: { id: number }) => l.id)).not.toContain(newest.id);
    } finally {
      await db.query('UPDATE listings SET expires_at = $2 WHERE id = $1', [newest.id, rows[0]!.expires_at]);
    }
  });

  it('answers the size band when the organisation gave one, else null', async () => {
    for (const known of [true, false]) {
      const { rows } = await db.query<{ id: number; size: string | null }>(
        `SELECT id, size FROM organizations WHERE status = 'PUBLISHED' AND (size IS NOT NULL) = $1 ORDER BY id LIMIT 1`,
        [known],
      );
      const res = await request(app).get(`/data/website/organizations/${rows[0]!.id}`).expect(200);
      expect(res.body.data.size).toBe(rows[0]!.size);
    }
  });

  it('answers a frozen organisation as unpublished, without description or listings', async () => {
    const id = await oneId(`SELECT id FROM organizations WHERE status = 'FROZEN' LIMIT 1`);
    const res = await request(app).get(`/data/website/organizations/${id}`).expect(200);
    expect(res.body.data).toEqual({
      type: 'UNPUBLISHED_ORG',
      id,
      name: expect.any(String),
      slug: expect.any(String),
      orgType: expect.any(String),
      locale: expect.any(String),
    });
  });

  it('validates and 404s like listings', async () => {
    await request(app)
      .get('/data/website/organizations/x1')
      .expect(400, {
        message: 'Invalid request',
        errors: { id: 'Must be a positive whole number' },
        _version: 1,
      });
    await request(app)
      .get('/data/website/organizations/5000')
      .expect(404, { message: 'Not found', errors: { id: 'No organization with this id' }, _version: 1 });
  });
});

import type { Express } from 'express';
import { SIMILAR_LISTINGS_MAX } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { request } from '../../testing/contractRequest';
import { firstId, openSeededApp } from '../../testing/seededApp';
import { openListingSql } from './listingLifecycle';

let db: Db;
let app: Express;

beforeAll(async () => {
  ({ db, app } = await openSeededApp());
});
afterAll(() => db?.close());

describe('GET /data/website/similar-listings/:type/:id', () => {
  it('answers open listings of the same type sharing functions or areas of focus, most shared first', async () => {
    const id = await firstId(
      db,
      `SELECT l.id FROM listings l WHERE l.listing_type = 'JOB' AND l.status = 'PUBLISHED'
       AND cardinality(l.functions) > 0 ORDER BY l.id LIMIT 1`,
    );
    const res = await request(app).get(`/data/website/similar-listings/JOB/${id}`).expect(200);
    const similar = res.body.data as { id: number; type: string }[];
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(SIMILAR_LISTINGS_MAX);
    expect(similar.every((l) => l.type === 'JOB' && l.id !== id)).toBe(true);
    const { rows } = await db.query<{ id: number; shared: number; public: boolean }>(
      `SELECT l.id, ${openListingSql()} AS public,
              cardinality(ARRAY(SELECT unnest(l.functions) INTERSECT SELECT unnest(t.functions)))
            + cardinality(ARRAY(SELECT unnest(l.areas_of_focus) INTERSECT SELECT unnest(t.areas_of_focus))) AS shared
       FROM listings l JOIN organizations o ON o.id = l.org_id, listings t
       WHERE t.id = $1 AND l.id = ANY($2::int[])`,
      [id, similar.map((l) => l.id)],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(similar.every((l) => byId.get(l.id)!.public && byId.get(l.id)!.shared > 0)).toBe(true);
    const shared = similar.map((l) => byId.get(l.id)!.shared);
    expect([...shared].sort((a, b) => b - a)).toEqual(shared);
  });

  it('leaves out a listing past its deadline (docs/product/listings.md "Listing lifecycle")', async () => {
    const id = await firstId(
      db,
      `SELECT l.id FROM listings l WHERE l.listing_type = 'JOB' AND l.status = 'PUBLISHED'
       AND cardinality(l.functions) > 0 ORDER BY l.id LIMIT 1`,
    );
    const before = (await request(app).get(`/data/website/similar-listings/JOB/${id}`).expect(200)).body.data;
    const first = (before as { id: number }[])[0]!.id;
    const { rows } = await db.query<{ expires_at: Date | null }>(
      'SELECT expires_at FROM listings WHERE id = $1',
      [first],
    );
    await db.query(`UPDATE listings SET expires_at = now() - interval '1 minute' WHERE id = $1`, [first]);
    try {
      const after = (await request(app).get(`/data/website/similar-listings/JOB/${id}`).expect(200)).body
        .data;
      expect((after as { id: number }[]).map((l) => l.id)).not.toContain(first);
      // Its own page is still public: the published view, which says since when it is closed.
      const page = await request(app).get(`/data/website/jobs/${first}`).expect(200);
      expect(page.body.data).toMatchObject({ type: 'JOB', id: first, expiresAt: expect.any(String) });
    } finally {
      await db.query('UPDATE listings SET expires_at = $2 WHERE id = $1', [first, rows[0]!.expires_at]);
    }
  });

  it('404s an unknown id or one of another type, 400s a bad type', async () => {
    const eventId = await firstId(
      db,
      `SELECT id FROM listings WHERE listing_type = 'EVENT' ORDER BY id LIMIT 1`,
    );
    await request(app).get(`/data/website/similar-listings/JOB/${eventId}`).expect(404);
    await request(app).get('/data/website/similar-listings/JOB/99999').expect(404);
    const bad = await request(app).get('/data/website/similar-listings/ORG/1').expect(400);
    expect(bad.body.errors).toEqual({ type: expect.any(String) });
  });
});

describe('GET /data/website/imported-volops/:source/:volopId', () => {
  const imported = (source: string) =>
    db.query<{ listing_id: number; external_id: string }>(
      `SELECT listing_id, external_id FROM listing_imports WHERE source = $1 ORDER BY listing_id LIMIT 1`,
      [source],
    );

  it('answers the opportunity a source’s id stands for, in each of the two seeded sources', async () => {
    for (const source of ['civic-link', 'serve-net']) {
      const { rows } = await imported(source);
      expect(rows).toHaveLength(1);
      const { listing_id, external_id } = rows[0]!;
      const res = await request(app)
        .get(`/data/website/imported-volops/${source}/${external_id}`)
        .expect(200);
      expect(res.body.data).toMatchObject({ id: listing_id, listingType: 'VOLOP' });
    }
  });

  it('404s an id under the wrong source, an unknown source and an unknown id; 400s a malformed one', async () => {
    const { rows } = await imported('civic-link');
    const externalId = rows[0]!.external_id;
    const wrong = await request(app).get(`/data/website/imported-volops/serve-net/${externalId}`).expect(404);
    expect(wrong.body.errors).toEqual({ volopId: expect.any(String) });
    const unknown = await request(app)
      .get(`/data/website/imported-volops/no-such-source/${externalId}`)
      .expect(404);
    expect(unknown.body.errors).toEqual({ source: 'No such source' });
    await request(app).get('/data/website/imported-volops/civic-link/CL-0').expect(404);
    const bad = await request(app).get('/data/website/imported-volops/Civic_Link/1').expect(400);
    expect(bad.body.errors).toEqual({ source: 'Must be a source key' });
  });
});

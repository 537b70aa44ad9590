import type { Express } from 'express';
import { SEARCH_TYPES, SITEMAP_RECORDS_PER_FILE } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { request } from '../../testing/contractRequest';
import { openSeededApp } from '../../testing/seededApp';
import { findOpenListingChunks, openListingSql } from '../listings';

let db: Db;
let app: Express;

beforeAll(async () => {
  ({ db, app } = await openSeededApp());
});
afterAll(() => db?.close());

async function publicIds(kind: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    kind === 'ORG'
      ? `SELECT id FROM organizations WHERE status = 'PUBLISHED' ORDER BY id`
      : `SELECT l.id FROM listings l JOIN organizations o ON o.id = l.org_id
          WHERE l.listing_type = $1 AND ${openListingSql()} ORDER BY l.id`,
    kind === 'ORG' ? [] : [kind],
  );
  return rows.map((r) => r.id);
}

describe('GET /data/sitemap/chunks', () => {
  it('covers every public record of every kind, within the per-file limit', async () => {
    const res = await request(app).get('/data/sitemap/chunks').expect(200);
    expect(res.body.kinds.map((k: { kind: string }) => k.kind)).toEqual([...SEARCH_TYPES]);
    for (const { kind, chunks } of res.body.kinds) {
      const ids = await publicIds(kind);
      expect(chunks.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(ids.length);
      for (const chunk of chunks) expect(chunk.count).toBeLessThanOrEqual(SITEMAP_RECORDS_PER_FILE);
      if (ids.length > 0) {
        expect(chunks[0].fromId).toBe(ids[0]);
        expect(chunks.at(-1).toId).toBe(ids.at(-1));
      }
    }
  });

  it('splits a kind into consecutive id ranges of at most the given size', async () => {
    const rows = (await findOpenListingChunks(db, 7)).filter((r) => r.kind === 'JOB');
    const ids = await publicIds('JOB');
    expect(rows.length).toBe(Math.ceil(ids.length / 7));
    rows.forEach((row, i) => {
      expect(row.count).toBe(i < rows.length - 1 ? 7 : ids.length - 7 * (rows.length - 1));
      expect(row.from_id).toBe(ids[i * 7]);
      if (i > 0) expect(row.from_id).toBeGreaterThan(rows[i - 1]!.to_id);
    });
  });
});

describe('GET /data/sitemap/entries', () => {
  it('lists the public records of a range with what their URLs are built from', async () => {
    const ids = await publicIds('JOB');
    const res = await request(app)
      .get(`/data/sitemap/entries?kind=JOB&fromId=${ids[0]}&toId=${ids[9]}`)
      .expect(200);
    expect(res.body.entries.map((e: { id: number }) => e.id)).toEqual(ids.slice(0, 10));
    expect(res.body.entries[0]).toEqual({
      id: ids[0],
      title: expect.any(String),
      orgType: expect.any(String),
      lastmod: expect.any(String),
    });
  });

  it('leaves out an unpublished listing', async () => {
    const ids = await publicIds('INTERNSHIP');
    await db.query(`UPDATE listings SET status = 'UNPUBLISHED' WHERE id = $1`, [ids[1]]);
    try {
      const res = await request(app)
        .get(`/data/sitemap/entries?kind=INTERNSHIP&fromId=${ids[0]}&toId=${ids[2]}`)
        .expect(200);
      expect(res.body.entries.map((e: { id: number }) => e.id)).toEqual([ids[0], ids[2]]);
    } finally {
      await db.query(`UPDATE listings SET status = 'PUBLISHED' WHERE id = $1`, [ids[1]]);
    }
  });

  it('leaves out a listing past its deadline (docs/product/listings.md "Listing lifecycle")', async () => {
    const ids = await publicIds('VOLOP');
    const { rows } = await db.query<{ expires_at: Date | null }>(
      'SELECT expires_at FROM listings WHERE id = $1',
      [ids[1]],
    );
    await db.query(`UPDATE listings SET expires_at = now() - interval '1 minute' WHERE id = $1`, [ids[1]]);
    try {
      const res = await request(app)
        .get(`/data/sitemap/entries?kind=VOLOP&fromId=${ids[0]}&toId=${ids[2]}`)
        .expect(200);
      expect(res.body.entries.map((e: { id: number }) => e.id)).toEqual([ids[0], ids[2]]);
    } finally {
      await db.query('UPDATE listings SET expires_at = $2 WHERE id = $1', [ids[1], rows[0]!.expires_at]);
    }
  });

  it('leaves out a frozen organisation and its listings', async () => {
    const orgs = await publicIds('ORG');
    const { rows } = await db.query<{ id: number }>(
      `SELECT l.id FROM listings l JOIN organizations o ON o.id = l.org_id
        WHERE l.org_id = $1 AND ${openListingSql()} LIMIT 1`,
      [orgs[0]],
    );
    const listingId = rows[0]!.id;
    await db.query(`UPDATE organizations SET status = 'FROZEN' WHERE id = $1`, [orgs[0]]);
    try {
      const res = await request(app)
        .get(`/data/sitemap/entries?kind=ORG&fromId=${orgs[0]}&toId=${orgs[1]}`)
        .expect(200);
      expect(res.body.entries.map((e: { id: number }) => e.id)).toEqual([orgs[1]]);
      const listings = await Promise.all(
        ['JOB', 'INTERNSHIP', 'VOLOP', 'EVENT'].map((kind) =>
          request(app).get(`/data/sitemap/entries?kind=${kind}&fromId=${listingId}&toId=${listingId}`),
        ),
      );
      expect(listings.flatMap((r) => r.body.entries)).toEqual([]);
    } finally {
      await db.query(`UPDATE organizations SET status = 'PUBLISHED' WHERE id = $1`, [orgs[0]]);
    }
  });

  it.each([
    ['kind=SALARY&fromId=1&toId=2', 'kind'],
    ['kind=JOB&fromId=0&toId=2', 'fromId'],
    ['kind=JOB&fromId=5&toId=2', 'toId'],
    ['kind=JOB&fromId=1', 'toId'],
  ])('refuses %s with an error on %s', async (query, field) => {
    const res = await request(app).get(`/data/sitemap/entries?${query}`).expect(400);
    expect(res.body.errors).toHaveProperty(field);
  });
});

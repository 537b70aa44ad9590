import type { Express } from 'express';
import { request } from '../../testing/contractRequest';
import type { Db } from '../../platform/db/db';
import { openListingSql } from '../listings';
import { LISTING_COLUMNS, insertRows } from '../../seed/seed';
import { openSeededApp } from '../../testing/seededApp';

let db: Db;
let app: Express;

type Hit = {
  id: number;
  type: string;
  title: string;
  publishedAt: string;
  locale: string;
  locationType: string;
};

const blankListing = Object.fromEntries(Object.keys(LISTING_COLUMNS).map((c) => [c, null]));
const listing = (fields: Record<string, unknown>) => ({
  ...blankListing,
  listing_type: 'JOB',
  status: 'PUBLISHED',
  locale: 'en',
  slug: 'x',
  org_id: 9001,
  location_type: 'REMOTE',
  functions: [],
  areas_of_focus: [],
  ...fields,
});

beforeAll(async () => {
  ({ db, app } = await openSeededApp());
  // A made-up word only these rows contain, to pin down ranking: title (A) must beat description (C).
  await insertRows(db, 'organizations', [
    {
      id: 9001,
      name: 'Ranking Test Org',
      slug: 'ranking-test-org',
      org_type: 'NONPROFIT',
      locale: 'en',
      description: '',
      website: null,
      place_id: null,
      areas_of_focus: [],
      status: 'PUBLISHED',
      created_at: '2020-01-01T00:00:00Z',
    },
  ]);
  await insertRows(db, 'listings', [
    listing({
      id: 9001,
      title: 'Quokkawork Coordinator',
      description: 'A role.',
      published_at: '2026-01-01T00:00:00Z',
    }),
    listing({
      id: 9002,
      title: 'Field Coordinator',
      description: 'Some quokkawork on the side.',
      published_at: '2026-06-01T00:00:00Z',
    }),
    listing({
      id: 9003,
      title: 'Quokkawork Lead',
      description: 'Hidden.',
      status: 'UNPUBLISHED',
      published_at: '2026-07-01T00:00:00Z',
    }),
  ]);
});
afterAll(() => db?.close());

const search = (query: string) => request(app).get(`/data/search/listings${query}`);

describe('GET /data/search/listings', () => {
  it('defaults to open jobs, newest first, 20 a page', async () => {
    const res = await search('').expect(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 20, _version: 1 });
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM listings l JOIN organizations o ON o.id = l.org_id
       WHERE l.listing_type = 'JOB' AND ${openListingSql('l', 'o')}`,
    );
    expect(res.body.nbHits).toBe(rows[0]!.n);
    expect(res.body.nbPages).toBe(Math.ceil(rows[0]!.n / 20));
    const hits: Hit[] = res.body.hits;
    expect(hits).toHaveLength(20);
    expect(hits.every((h) => h.type === 'JOB')).toBe(true);
    expect(hits.map((h) => h.publishedAt)).toEqual(
      hits
        .map((h) => h.publishedAt)
        .sort()
        .reverse(),
    );
    expect(hits[0]).toEqual({
      id: expect.any(Number),
      type: 'JOB',
      title: expect.any(String),
      slug: expect.any(String),
      locale: expect.any(String),
      org: {
        id: expect.any(Number),
        name: expect.any(String),
        slug: expect.any(String),
        orgType: expect.any(String),
      },
      location:
        hits[0]!.locationType === 'REMOTE' ? null : expect.objectContaining({ text: expect.any(String) }),
      locationType: expect.any(String),
      publishedAt: expect.any(String),
      salary: expect.anything(),
    });
  });

  it("puts listings in the visitor's language first with relevance, and keeps pure date order with newest", async () => {
    const es = await search('?lang=es&pageSize=100').expect(200);
    const locales: string[] = es.body.hits.map((h: Hit) => h.locale);
    const firstOther = locales.findIndex((l) => l !== 'es');
    expect(firstOther).toBeGreaterThan(0);
    expect(locales.slice(firstOther).includes('es')).toBe(false);
    const all = await search('').expect(200);
    expect(es.body.nbHits).toBe(all.body.nbHits); // nothing is filtered out

    const newest = await search('?lang=es&sort=newest&pageSize=100').expect(200);
    const dates: string[] = newest.body.hits.map((h: Hit) => h.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages without overlap and reports the page it served', async () => {
    const first = await search('?type=VOLOP&pageSize=7&page=1').expect(200);
    const second = await search('?type=VOLOP&pageSize=7&page=2').expect(200);
    expect(second.body).toMatchObject({ page: 2, pageSize: 7, nbHits: first.body.nbHits });
    const ids = new Set(first.body.hits.map((h: Hit) => h.id));
    expect(second.body.hits.some((h: Hit) => ids.has(h.id))).toBe(false);
    const beyond = await search(`?type=VOLOP&pageSize=7&page=${first.body.nbPages + 1}`).expect(200);
    expect(beyond.body.hits).toEqual([]);
  });

  it('never returns unpublished listings or listings of frozen organisations', async () => {
    const { rows } = await db.query<{ id: number }>(
      `SELECT l.id FROM listings l JOIN organizations o ON o.id = l.org_id WHERE l.status = 'UNPUBLISHED' OR o.status = 'FROZEN'`,
    );
    const hidden = new Set(rows.map((r) => r.id));
    expect(hidden.size).toBeGreaterThan(0);
    for (const type of ['JOB', 'INTERNSHIP', 'VOLOP', 'EVENT']) {
      const res = await search(`?type=${type}&pageSize=100&sort=newest`).expect(200);
      for (let page = 1; page <= res.body.nbPages; page++) {
        const pageRes =
          page === 1 ? res : await search(`?type=${type}&pageSize=100&sort=newest&page=${page}`);
        for (const hit of pageRes.body.hits as Hit[]) expect(hidden.has(hit.id)).toBe(false);
      }
    }
  });

  it('lists open listings only: as many as the lifecycle says are open, of each type', async () => {
    for (const type of ['JOB', 'INTERNSHIP', 'VOLOP', 'EVENT']) {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM listings l JOIN organizations o ON o.id = l.org_id
          WHERE l.listing_type = $1 AND ${openListingSql('l', 'o')}`,
        [type],
      );
      expect((await search(`?type=${type}`).expect(200)).body.nbHits).toBe(rows[0]!.n);
    }
  });

  it('leaves out a listing past its deadline, with keywords or without, and lists it again when reposted', async () => {
    const ids = async (query: string) =>
      ((await search(query).expect(200)).body.hits as Hit[]).map((h) => h.id);
    const jobs = async () => (await search('?type=JOB').expect(200)).body.nbHits as number;
    const before = await jobs();
    expect(await ids('?q=quokkawork&sort=newest')).toEqual([9002, 9001]);
    await db.query(`UPDATE listings SET expires_at = now() - interval '1 minute' WHERE id = 9002`);
    try {
      expect(await ids('?q=quokkawork&sort=newest')).toEqual([9001]);
      expect(await jobs()).toBe(before - 1);
    } finally {
      await db.query(`UPDATE listings SET expires_at = now() + interval '30 days' WHERE id = 9002`);
    }
    expect(await ids('?q=quokkawork&sort=newest')).toEqual([9002, 9001]);
    expect(await jobs()).toBe(before);
  });

  it('ranks a title match above a description match, and sort=newest ignores rank', async () => {
    const relevant = await search('?q=quokkawork').expect(200);
    expect(relevant.body.hits.map((h: Hit) => h.id)).toEqual([9001, 9002]);
    const newest = await search('?q=quokkawork&sort=newest').expect(200);
    expect(newest.body.hits.map((h: Hit) => h.id)).toEqual([9002, 9001]);
  });

  it('matches words in Spanish and Portuguese with their own stemming', async () => {
    const es = await search('?q=educación&pageSize=100').expect(200);
    expect(es.body.nbHits).toBeGreaterThan(0);
    expect(es.body.hits.some((h: Hit) => h.locale === 'es')).toBe(true);
    const pt = await search('?q=captação de recursos&pageSize=100').expect(200);
    expect(pt.body.hits.some((h: Hit) => h.locale === 'pt')).toBe(true);
  });

  it('trims the query and accepts exactly 512 characters', async () => {
    const padded = await search(`?q=${encodeURIComponent('   quokkawork   ')}`).expect(200);
    expect(padded.body.nbHits).toBe(2);
    const longest = 'quokkawork ' + 'x'.repeat(512 - 11);
    await search(`?q=${encodeURIComponent(`  ${longest}  `)}`).expect(200);
  });

  it('rejects a query over 512 characters', async () => {
    const res = await search(`?q=${'a'.repeat(513)}`).expect(400);
    expect(res.body).toEqual({
      message: 'Invalid request',
      errors: { q: 'Must be at most 512 characters' },
      _version: 1,
    });
  });

  it('reports every invalid parameter by field', async () => {
    const res = await search('?type=JOBS&page=0&pageSize=500&sort=best&locationType=MOON').expect(400);
    expect(res.body.errors).toEqual({
      type: 'Must be one of JOB, INTERNSHIP, VOLOP, EVENT, ORG',
      page: 'Must be a whole number of 1 or more',
      pageSize: 'Must be a whole number from 1 to 100',
      sort: 'Must be one of relevance, newest',
      locationType: 'Must be one of ONSITE, REMOTE, HYBRID',
    });
    await search('?page=1.5').expect(400);
    await search('?pageSize=0').expect(400);
    await search('?q=a&q=b').expect(400);
  });

  it('filters by location type', async () => {
    const res = await search('?locationType=REMOTE&pageSize=100').expect(200);
    expect(res.body.nbHits).toBeGreaterThan(0);
    expect(
      res.body.hits.every(
        (h: Hit & { location: unknown }) => h.locationType === 'REMOTE' && h.location === null,
      ),
    ).toBe(true);
    await search('?locationType=').expect(200);
  });

  it('searches organisations with type=ORG, without frozen ones', async () => {
    const all = await search('?type=ORG&pageSize=100').expect(200);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM organizations WHERE status = 'PUBLISHED'`,
    );
    expect(all.body.nbHits).toBe(rows[0]!.n);
    expect(all.body.hits[0]).toMatchObject({
      type: 'ORG',
      id: expect.any(Number),
      name: expect.any(String),
      title: expect.any(String),
      orgType: expect.any(String),
    });
    const named = await search('?type=ORG&q=Ranking').expect(200);
    expect(named.body.hits.map((h: Hit) => h.id)).toEqual([9001]);
  });
});

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

type Stats = { count: number; p25: number; median: number; p75: number };

describe('GET /data/salaries/summary', () => {
  it('summarises yearly US salaries by default for English', async () => {
    const res = await request(app).get('/data/salaries/summary').expect(200);
    const data = res.body.data;
    expect(data).toMatchObject({ country: 'US', currency: 'USD', period: 'YEAR', function: null });
    expect(data.count).toBeGreaterThan(10);
    expect(data.p25).toBeLessThanOrEqual(data.median);
    expect(data.median).toBeLessThanOrEqual(data.p75);
    // Nonprofit pay in the US: a median between 30k and 120k a year.
    expect(data.median).toBeGreaterThan(30_000);
    expect(data.median).toBeLessThan(120_000);
    const byFunctionTotal = (data.byFunction as Stats[]).reduce((sum, f) => sum + f.count, 0);
    expect(byFunctionTotal).toBe(data.count);
    expect(data.countries[0]).toEqual({
      countryCode: expect.stringMatching(/^[A-Z]{2}$/),
      count: expect.any(Number),
    });
  });

  it('matches percentile_cont computed independently over annualised midpoints', async () => {
    const { rows } = await db.query<{ median: number; n: number }>(
      `SELECT count(*)::int AS n, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY
          (l.salary_minimum + l.salary_maximum) / 2.0 * CASE l.salary_period WHEN 'HOUR' THEN 2080 WHEN 'MONTH' THEN 12 ELSE 1 END))::float8 AS median
       FROM listings l JOIN organizations o ON o.id = l.org_id
       LEFT JOIN places p ON p.id = l.place_id LEFT JOIN places op ON op.id = o.place_id
       WHERE l.listing_type = 'JOB' AND l.status = 'PUBLISHED' AND o.status = 'PUBLISHED'
         AND l.salary_currency = 'BRL' AND coalesce(p.country_code, op.country_code) = 'BR'`,
    );
    const res = await request(app).get('/data/salaries/summary?country=br').expect(200);
    expect(res.body.data).toMatchObject({
      country: 'BR',
      currency: 'BRL',
      count: rows[0]!.n,
      median: rows[0]!.median,
    });
  });

  it('defaults the country by language and filters by function', async () => {
    const es = await request(app).get('/data/salaries/summary?lang=es').expect(200);
    expect(es.body.data).toMatchObject({ country: 'MX', currency: 'MXN' });
    const fn = (es.body.data.byFunction as (Stats & { function: string })[])[0]!;
    const filtered = await request(app)
      .get(`/data/salaries/summary?lang=es&function=${fn.function}`)
      .expect(200);
    expect(filtered.body.data).toMatchObject({ function: fn.function, count: fn.count, median: fn.median });
  });

  it('answers a country without salaries with empty stats', async () => {
    const res = await request(app).get('/data/salaries/summary?country=FR').expect(200);
    expect(res.body.data).toMatchObject({
      country: 'FR',
      currency: null,
      count: 0,
      median: null,
      byFunction: [],
    });
  });

  it('rejects bad parameters by field', async () => {
    const res = await request(app)
      .get('/data/salaries/summary?country=USA&function=JUGGLING&lang=fr')
      .expect(400);
    expect(res.body.errors).toEqual({
      country: 'Must be a two-letter country code',
      function: 'Must be a known function code',
      lang: 'Must be one of en, es, pt',
    });
  });
});

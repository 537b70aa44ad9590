import type { Db } from '../platform/db/db';
import { TEST_SEED } from '../testing/seededApp';
import { openTestDatabase } from '../testing/testDatabase';
import { seed } from './seed';

// A fingerprint of every seeded row, computed by the database itself.
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = {
    organizations:
      'SELECT id, name, slug, org_type, locale, description, website, place_id, areas_of_focus, status, created_at FROM organizations',
    listings:
      'SELECT id, listing_type, status, locale, title, description, org_id, place_id, location_type, functions, salary_minimum, salary_maximum, salary_currency, published_at, search_vector FROM listings',
    places: 'SELECT * FROM places',
    contents: 'SELECT path, title, body FROM contents',
  };
  const out: Record<string, string> = {};
  for (const [name, sql] of Object.entries(tables)) {
    const { rows } = await db.query<{ md5: string }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS md5 FROM (${sql}) t`,
    );
    out[name] = rows[0]!.md5;
  }
  return out;
}

describe('seed', () => {
  let first: Db;
  let second: Db;

  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('fills an empty database with the requested counts', async () => {
    const result = await seed(first, TEST_SEED);
    expect(result).toMatchObject({ skipped: false, orgs: 40, listings: 400, contents: 3 });
    const { rows } = await first.query<{ orgs: number; listings: number; frozen: number }>(
      `SELECT (SELECT count(*)::int FROM organizations) AS orgs, (SELECT count(*)::int FROM listings) AS listings,
              (SELECT count(*)::int FROM organizations WHERE status = 'FROZEN') AS frozen`,
    );
    expect(rows[0]).toEqual({ orgs: 40, listings: 400, frozen: 1 });
  });

  it('gives the same rows on a second database', async () => {
    await seed(second, TEST_SEED);
    expect(await fingerprint(second)).toEqual(await fingerprint(first));
  });

  it('leaves a database that already has data alone', async () => {
    expect((await seed(first, TEST_SEED)).skipped).toBe(true);
    const { rows } = await first.query<{ n: number }>('SELECT count(*)::int AS n FROM listings');
    expect(rows[0]!.n).toBe(400);
  });

  it('builds a search vector in each listing’s own language, with its organisation’s name', async () => {
    const { rows } = await first.query<{ locale: string; own: boolean }>(
      `SELECT l.locale, bool_and(l.search_vector @@ plainto_tsquery(locale_regconfig(l.locale), l.title || ' ' || o.name)) AS own
       FROM listings l JOIN organizations o ON o.id = l.org_id GROUP BY l.locale ORDER BY l.locale`,
    );
    expect(rows).toEqual([
      { locale: 'en', own: true },
      { locale: 'es', own: true },
      { locale: 'pt', own: true },
    ]);
    // Spanish stemming turns "Programas" into "program"; English stemming would keep "programa".
    const spanish = await first.query<{ es: boolean; en: boolean }>(
      `SELECT bool_and(search_vector @@ 'program'::tsquery) AS es, bool_or(search_vector @@ 'programa'::tsquery) AS en
       FROM listings WHERE locale = 'es' AND title LIKE '%Programas%'`,
    );
    expect(spanish.rows[0]).toEqual({ es: true, en: false });
  });

  it('moves the id sequences past the seeded ids', async () => {
    const { rows } = await first.query<{ id: number }>(
      `INSERT INTO organizations (name, slug, org_type, locale, created_at) VALUES ('Later Org', 'later-org', 'NONPROFIT', 'en', now()) RETURNING id`,
    );
    expect(rows[0]!.id).toBe(41);
  });
});

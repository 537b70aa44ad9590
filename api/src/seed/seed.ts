import { seedGradFairs } from '../modules/fairs';
import { seedListingQuestions } from '../modules/listings';
import type { Db } from '../platform/db/db';
import { generateSeed, SEED_REFERENCE_DATE, type SeedOptions } from './generate';
import { seedUsersWithNotifications } from './notifications';
import { seedImportedVolops } from './importedVolops';
import { seedOrgSizes } from './orgSizes';
import { seedRecruitableCandidates } from './recruitableCandidates';

export interface SeedResult {
  skipped: boolean;
  places: number;
  orgs: number;
  listings: number;
  contents: number;
  users: number;
  ms: number;
}

/** How many job seekers the seed adds besides the named users and one admin per organisation. */
export const DEFAULT_SEEKERS = 30;

// jsonb_to_recordset turns a whole batch into one parameter: the same SQL on PGlite and pg,
// no 65k-parameter limit, and one round trip per batch.
const BATCH = 1000;

async function insertBatches(
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: readonly object[],
): Promise<void> {
  const names = Object.keys(columns).join(', ');
  const types = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  // A seeded listing was last changed when it was published: its `updated_at` (the sitemap's lastmod).
  const [more, values] =
    table === 'listings' ? [', updated_at', ', coalesce(published_at, now())'] : ['', ''];
  const sql = `INSERT INTO ${table} (${names}${more}) SELECT ${names}${values} FROM jsonb_to_recordset($1::jsonb) AS r(${types})`;
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.query(sql, [JSON.stringify(rows.slice(i, i + BATCH))]);
  }
}

export const PLACE_COLUMNS = {
  id: 'integer',
  name: 'text',
  names: 'jsonb',
  state_code: 'text',
  country_code: 'text',
  latitude: 'double precision',
  longitude: 'double precision',
  population: 'integer',
};

export const ORG_COLUMNS = {
  id: 'integer',
  name: 'text',
  slug: 'text',
  org_type: 'text',
  locale: 'text',
  description: 'text',
  website: 'text',
  place_id: 'integer',
  areas_of_focus: 'text[]',
  status: 'text',
  created_at: 'timestamptz',
};

export const LISTING_COLUMNS = {
  id: 'integer',
  listing_type: 'text',
  status: 'text',
  locale: 'text',
  title: 'text',
  slug: 'text',
  description: 'text',
  org_id: 'integer',
  place_id: 'integer',
  location_type: 'text',
  functions: 'text[]',
  areas_of_focus: 'text[]',
  job_type: 'text',
  professional_level: 'text',
  education: 'text',
  payment: 'text',
  action_type: 'text',
  source: 'text',
  synonym_id: 'integer',
  salary_minimum: 'integer',
  salary_maximum: 'integer',
  salary_currency: 'text',
  salary_period: 'text',
  starts_at: 'timestamptz',
  ends_at: 'timestamptz',
  published_at: 'timestamptz',
  expires_at: 'timestamptz',
};

const CONTENT_COLUMNS = {
  path: 'text',
  locale: 'text',
  type: 'text',
  title: 'text',
  layout: 'text',
  body: 'jsonb',
  translations: 'jsonb',
};

export function insertRows(
  db: Db,
  table: 'places' | 'organizations' | 'listings',
  rows: readonly object[],
): Promise<void> {
  const columns = { places: PLACE_COLUMNS, organizations: ORG_COLUMNS, listings: LISTING_COLUMNS }[table];
  return insertBatches(db, table, columns, rows);
}

/**
 * Fills an empty database with deterministic demo data; does nothing when organisations exist, except
 * adding the development users to a database seeded before users existed.
 */
export async function seed(db: Db, options: SeedOptions & { seekers?: number }): Promise<SeedResult> {
  const started = performance.now();
  const seekers = options.seekers ?? DEFAULT_SEEKERS;
  const { rows } = await db.query<{ seeded: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM organizations) AS seeded',
  );
  if (rows[0]?.seeded) {
    const users = await db.transaction(async (tx) => {
      // A database seeded before imported opportunities and organisation sizes existed.
      await seedImportedVolops(tx);
      await seedOrgSizes(tx);
      const added = await seedUsersWithNotifications(tx, { seekers, referenceDate: SEED_REFERENCE_DATE });
      // A database seeded before recommended candidates existed gets its recruitable job seekers.
      await seedRecruitableCandidates(tx, SEED_REFERENCE_DATE);
      // Upcoming graduate fairs again once every seeded one has begun (dates are relative to now).
      await seedGradFairs(tx);
      return added;
    });
    const ms = Math.round(performance.now() - started);
    return { skipped: users === 0, places: 0, orgs: 0, listings: 0, contents: 0, users, ms };
  }

  const data = generateSeed(options);
  let users = 0;
  await db.transaction(async (tx) => {
    await insertBatches(tx, 'places', PLACE_COLUMNS, data.places);
    await insertBatches(tx, 'organizations', ORG_COLUMNS, data.orgs);
    await insertBatches(tx, 'listings', LISTING_COLUMNS, data.listings);
    await insertBatches(tx, 'contents', CONTENT_COLUMNS, data.contents);
    await seedImportedVolops(tx);
    await seedOrgSizes(tx);
    // Ids were given explicitly; move the identity sequences past them for later inserts.
    for (const table of ['organizations', 'listings']) {
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
      );
    }
    await seedListingQuestions(tx);
    users = await seedUsersWithNotifications(tx, { seekers, referenceDate: SEED_REFERENCE_DATE });
    users += await seedRecruitableCandidates(tx, SEED_REFERENCE_DATE);
    await seedGradFairs(tx);
    await tx.exec(
      'ANALYZE places; ANALYZE organizations; ANALYZE listings; ANALYZE listing_search; ANALYZE listing_search_text',
    );
  });
  return {
    skipped: false,
    places: data.places.length,
    orgs: data.orgs.length,
    listings: data.listings.length,
    contents: data.contents.length,
    users,
    ms: Math.round(performance.now() - started),
  };
}

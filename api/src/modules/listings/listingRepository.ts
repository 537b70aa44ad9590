import type { ListingCounts, ListingQuestion, ListingType, OrgType } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { noteIndexing } from './indexingNotices';
import { MAX_ID } from '../../platform/db/sql';
import { canTransition, openListingSql, publicListingSql, statusOf, transition } from './listingLifecycle';
import { LISTING_FROM, LISTING_SELECT, type ListingRecord } from './listingRows';

// Every query of the listings table (and of listing_questions, listing_imports and import_sources) is
// here: other modules ask through the module's index. Which listings the public sees is
// listingLifecycle.ts's rule, spliced in as SQL.

export async function findListingById(db: Db, id: number): Promise<ListingRecord | null> {
  if (id > MAX_ID) return null;
  const { rows } = await db.query<ListingRecord>(
    `SELECT ${LISTING_SELECT} FROM ${LISTING_FROM} WHERE l.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The listings of these ids, in the ids' order (an unknown id is left out). */
export async function findListingsByIds(db: Db, ids: readonly number[]): Promise<ListingRecord[]> {
  ids = ids.filter((id) => id <= MAX_ID);
  if (ids.length === 0) return [];
  const { rows } = await db.query<ListingRecord>(
    `SELECT ${LISTING_SELECT} FROM ${LISTING_FROM} WHERE l.id = ANY ($1::int[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A listing's id, type, title and organisation: what a list of references (saved, applied to) needs. */
export interface ListingRef {
  id: number;
  type: ListingType;
  title: string;
  orgId: number;
}

/** References to the listings of these ids, in the ids' order (an unknown id is left out). */
export async function findListingRefs(db: Db, ids: readonly number[]): Promise<ListingRef[]> {
  ids = ids.filter((id) => id <= MAX_ID);
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: number; type: ListingType; title: string; org_id: number }>(
    'SELECT id, listing_type AS type, title, org_id FROM listings WHERE id = ANY ($1::int[])',
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, type: r.type, title: r.title, orgId: r.org_id }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Which listings an organisation's public profile counts and shows: its open ones; its dashboard: all. */
export type OrgListings = 'open' | 'all';

const orgListingsSql = (which: OrgListings) => (which === 'open' ? openListingSql('l', 'o') : 'true');

export async function countListingsByType(db: Db, orgId: number, which: OrgListings): Promise<ListingCounts> {
  const { rows } = await db.query<{ listing_type: ListingType; n: number }>(
    `SELECT l.listing_type, count(*)::int AS n FROM listings l JOIN organizations o ON o.id = l.org_id
     WHERE l.org_id = $1 AND ${orgListingsSql(which)}
     GROUP BY l.listing_type`,
    [orgId],
  );
  const counts: ListingCounts = { JOB: 0, INTERNSHIP: 0, VOLOP: 0, EVENT: 0 };
  for (const row of rows) counts[row.listing_type] = row.n;
  return counts;
}

export async function recentListingsOfOrg(
  db: Db,
  orgId: number,
  limit: number,
  which: OrgListings,
): Promise<ListingRecord[]> {
  const { rows } = await db.query<ListingRecord>(
    `SELECT ${LISTING_SELECT} FROM ${LISTING_FROM}
     WHERE l.org_id = $1 AND ${orgListingsSql(which)}
     ORDER BY l.published_at DESC, l.id DESC LIMIT $2`,
    [orgId, limit],
  );
  return rows;
}

/**
 * Open listings of the listing's type sharing functions or areas of focus with it: the most shared first,
 * then the nearest (both placed; remote ones last), then the newest. The distance is an equirectangular
 * approximation: it only orders, and needs no extension.
 */
export async function findSimilarListings(
  db: Db,
  target: ListingRecord,
  limit: number,
): Promise<ListingRecord[]> {
  const { rows } = await db.query<ListingRecord>(
    `SELECT ${LISTING_SELECT} FROM ${LISTING_FROM}
     WHERE l.listing_type = $2 AND l.id <> $1 AND ${openListingSql('l', 'o')}
       AND (l.functions && $3::text[] OR l.areas_of_focus && $4::text[])
     ORDER BY
       cardinality(ARRAY(SELECT unnest(l.functions) INTERSECT SELECT unnest($3::text[])))
         + cardinality(ARRAY(SELECT unnest(l.areas_of_focus) INTERSECT SELECT unnest($4::text[]))) DESC,
       power(p.latitude - $5::float8, 2)
         + power((p.longitude - $6::float8) * cos(radians($5::float8)), 2) ASC NULLS LAST,
       l.published_at DESC, l.id DESC
     LIMIT $7`,
    [
      target.id,
      target.listing_type,
      target.functions,
      target.areas_of_focus,
      target.latitude,
      target.longitude,
      limit,
    ],
  );
  return rows;
}

/** The listing a partner source's id stands for, or null (unknown source or id; never another source's). */
export async function findImportedListing(
  db: Db,
  source: string,
  externalId: string,
): Promise<ListingRecord | null> {
  const { rows } = await db.query<ListingRecord>(
    `SELECT ${LISTING_SELECT} FROM ${LISTING_FROM}
     JOIN listing_imports i ON i.listing_id = l.id
     WHERE i.source = $1 AND i.external_id = $2`,
    [source, externalId],
  );
  return rows[0] ?? null;
}

export async function importSourceExists(db: Db, source: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM import_sources WHERE key = $1) AS found',
    [source],
  );
  return rows[0]?.found ?? false;
}

/** The newest open listings of each type of an organisation, `perType` of each at most. */
export async function openListingsOfOrg(db: Db, orgId: number, perType: number): Promise<ListingRecord[]> {
  const { rows } = await db.query<ListingRecord>(
    `SELECT * FROM (
       SELECT ${LISTING_SELECT},
              row_number() OVER (PARTITION BY l.listing_type ORDER BY l.published_at DESC, l.id DESC) AS rank
       FROM ${LISTING_FROM}
       WHERE l.org_id = $1 AND ${openListingSql('l', 'o')}
     ) ranked
     WHERE rank <= $2
     ORDER BY published_at DESC, id DESC`,
    [orgId, perType],
  );
  return rows;
}

/** The questions a listing asks of its applicants, in order (listing_questions, 20261121002400_applications.sql). */
export async function findListingQuestions(db: Db, listingId: number): Promise<ListingQuestion[]> {
  const { rows } = await db.query<ListingQuestion>(
    'SELECT id, prompt, required FROM listing_questions WHERE listing_id = $1 ORDER BY position, id',
    [listingId],
  );
  return rows;
}

/** The organisation of each listing (an unknown id is left out). */
export async function findOrgIdsOfListings(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  ids = ids.filter((id) => id <= MAX_ID);
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; org_id: number }>(
    'SELECT id, org_id FROM listings WHERE id = ANY ($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.org_id]));
}

/**
 * The open listings of these types that went live at or after `since` (published_at), oldest first, at most
 * `limit`: what the recommendations module mails organisations about (docs/product/organisations.md#recommended-candidates).
 */
export async function findListingsLiveSince(
  db: Db,
  types: readonly ListingType[],
  since: Date,
  limit: number,
): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT l.id FROM listings l JOIN organizations o ON o.id = l.org_id
      WHERE l.listing_type = ANY ($1::text[]) AND l.published_at >= $2 AND ${openListingSql('l', 'o')}
      ORDER BY l.published_at, l.id LIMIT $3`,
    [types, since, limit],
  );
  return rows.map((r) => r.id);
}

/** The sitemap's listings of a kind whose ids are in [fromId, toId]: the open ones, in id order, at most `limit`. */
export async function findOpenListingEntries(
  db: Db,
  type: ListingType,
  fromId: number,
  toId: number,
  limit: number,
): Promise<{ id: number; title: string; org_type: OrgType; lastmod: Date }[]> {
  // lastmod: the listing's last change (a save, a transition), not only its publication.
  const { rows } = await db.query<{ id: number; title: string; org_type: OrgType; lastmod: Date }>(
    `SELECT l.id, l.title, o.org_type, greatest(l.published_at, l.updated_at) AS lastmod
       FROM listings l JOIN organizations o ON o.id = l.org_id
      WHERE l.listing_type = $4 AND l.id BETWEEN $1 AND $2 AND ${openListingSql('l', 'o')}
      ORDER BY l.id LIMIT $3`,
    [fromId, toId, limit, type],
  );
  return rows;
}

/**
 * The open listings of every type split, in id order, into runs of `perFile` (the sitemap's files): each
 * run's type, first and last id, size and newest publication. One pass over listings, cached by the gateway.
 */
export async function findOpenListingChunks(
  db: Db,
  perFile: number,
): Promise<{ kind: ListingType; from_id: number; to_id: number; count: number; lastmod: Date }[]> {
  const { rows } = await db.query<{
    kind: ListingType;
    from_id: number;
    to_id: number;
    count: number;
    lastmod: Date;
  }>(
    `WITH numbered AS (
       SELECT l.listing_type AS kind, l.id, greatest(l.published_at, l.updated_at) AS lastmod,
              (row_number() OVER (PARTITION BY l.listing_type ORDER BY l.id) - 1) / $1 AS chunk
         FROM listings l JOIN organizations o ON o.id = l.org_id
        WHERE ${openListingSql('l', 'o')}
     )
     SELECT kind, min(id) AS from_id, max(id) AS to_id, count(*)::int AS count, max(lastmod) AS lastmod
       FROM numbered GROUP BY kind, chunk ORDER BY kind, chunk`,
    [perFile],
  );
  return rows;
}

/**
 * One row per salaried job the public may see (published, organisation not frozen; expired ones too: a
 * salary offered last month is still what the market pays), with its functions, raw salary and country
 * (the place's, else for a remote job the organisation's): the salary explorer's source, as a subquery.
 */
export function publicJobSalariesSql(): string {
  return `
  SELECT l.functions, l.salary_minimum, l.salary_maximum, l.salary_currency, l.salary_period,
         coalesce(p.country_code, op.country_code) AS country_code
  FROM listings l
  JOIN organizations o ON o.id = l.org_id
  LEFT JOIN places p ON p.id = l.place_id
  LEFT JOIN places op ON op.id = o.place_id
  WHERE l.listing_type = 'JOB' AND ${publicListingSql('l', 'o')}
    AND l.salary_minimum IS NOT NULL AND l.salary_period IS NOT NULL`;
}

/**
 * Closes every listing of the organisation its lifecycle lets close (published or expired: the `close`
 * transition), in the caller's transaction: they leave search (its tables follow the status), the sitemap
 * and the organisation's profile, and the search engines are told (URL_DELETED). Returns how many it closed.
 */
export async function closeListingsOfOrg(db: Db, orgId: number, now: Date): Promise<number> {
  const { rows } = await db.query<Pick<ListingRecord, 'id' | 'listing_type' | 'status' | 'expires_at'>>(
    'SELECT l.id, l.listing_type, l.status, l.expires_at FROM listings l WHERE l.org_id = $1 FOR UPDATE',
    [orgId],
  );
  const closing = rows.filter((row) => canTransition(statusOf(row, now), 'close'));
  if (closing.length === 0) return 0;
  const [first] = closing;
  const { status } = transition(first!, 'close', now);
  const ids = closing.map((row) => row.id);
  await db.query(
    'UPDATE listings SET status = $2, version = version + 1, updated_at = now() WHERE id = ANY ($1::int[])',
    [ids, status],
  );
  // Their pages leave the search engines' indexes too (indexingNotices.ts).
  await noteIndexing(db, ids, 'URL_DELETED');
  return closing.length;
}

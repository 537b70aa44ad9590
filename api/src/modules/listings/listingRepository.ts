import type { ListingCounts, ListingType } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { MAX_ID } from '../../platform/db/sql';
import { LISTING_FROM, LISTING_SELECT, type ListingRecord } from './listingRows';

export async function findListingById(db: Db, id: number): Promise<ListingRecord | null> {
  if (id > MAX_ID) return null;
  const { rows } = await db.query<ListingRecord>(
    `SELECT ${LISTING_SELECT} FROM ${LISTING_FROM} WHERE l.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function countListingsByType(
  db: Db,
  orgId: number,
  publishedOnly: boolean,
): Promise<ListingCounts> {
  const { rows } = await db.query<{ listing_type: ListingType; n: number }>(
    `SELECT listing_type, count(*)::int AS n FROM listings
     WHERE org_id = $1 AND ($2::boolean = false OR status = 'PUBLISHED')
     GROUP BY listing_type`,
    [orgId, publishedOnly],
  );
  const counts: ListingCounts = { JOB: 0, INTERNSHIP: 0, VOLOP: 0, EVENT: 0 };
  for (const row of rows) counts[row.listing_type] = row.n;
  return counts;
}

export async function recentListingsOfOrg(
  db: Db,
  orgId: number,
  limit: number,
  publishedOnly: boolean,
): Promise<ListingRecord[]> {
  const { rows } = await db.query<ListingRecord>(
    `SELECT ${LISTING_SELECT} FROM ${LISTING_FROM}
     WHERE l.org_id = $1 AND ($2::boolean = false OR l.status = 'PUBLISHED')
     ORDER BY l.published_at DESC, l.id DESC LIMIT $3`,
    [orgId, publishedOnly, limit],
  );
  return rows;
}

/**
 * Published listings of the listing's type (organisation published too) sharing functions or areas of
 * focus with it: the most shared first, then the nearest (both placed; remote ones last), then the newest.
 * The distance is an equirectangular approximation: it only orders, and needs no extension.
 */
export async function findSimilarListings(
  db: Db,
  target: ListingRecord,
  limit: number,
): Promise<ListingRecord[]> {
  const { rows } = await db.query<ListingRecord>(
    `SELECT ${LISTING_SELECT} FROM ${LISTING_FROM}
     WHERE l.listing_type = $2 AND l.id <> $1 AND l.status = 'PUBLISHED' AND o.status = 'PUBLISHED'
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

/** The newest published listings of each type of an organisation, `perType` of each at most. */
export async function openListingsOfOrg(db: Db, orgId: number, perType: number): Promise<ListingRecord[]> {
  const { rows } = await db.query<ListingRecord>(
    `SELECT * FROM (
       SELECT ${LISTING_SELECT},
              row_number() OVER (PARTITION BY l.listing_type ORDER BY l.published_at DESC, l.id DESC) AS rank
       FROM ${LISTING_FROM}
       WHERE l.org_id = $1 AND l.status = 'PUBLISHED'
     ) ranked
     WHERE rank <= $2
     ORDER BY published_at DESC, id DESC`,
    [orgId, perType],
  );
  return rows;
}

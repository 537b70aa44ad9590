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

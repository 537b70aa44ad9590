import type { Db } from '../db/db';
import type { ListingType, LocationType } from '../domain/vocabulary';
import { paramList, tsqueryAllLanguages } from './sql';
import { LISTING_FROM, LISTING_SELECT, MAX_ID, type ListingRecord } from './rows';

export async function findListingById(db: Db, id: number): Promise<ListingRecord | null> {
  if (id > MAX_ID) return null;
  const { rows } = await db.query<ListingRecord>(
    `SELECT ${LISTING_SELECT} FROM ${LISTING_FROM} WHERE l.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export interface ListingSearch {
  type: ListingType;
  q: string;
  sort: 'relevance' | 'newest';
  locationType?: LocationType;
  locale?: string;
  /** Relevance puts listings in this language (the visitor's) first; 'newest' stays purely by date. */
  lang?: string;
  limit: number;
  offset: number;
}

/** Published listings of published organisations, ranked by ts_rank when there is a query. */
export async function searchListings(
  db: Db,
  search: ListingSearch,
): Promise<{ total: number; rows: ListingRecord[] }> {
  const { params, add } = paramList();
  const where = [`l.status = 'PUBLISHED'`, `o.status = 'PUBLISHED'`, `l.listing_type = ${add(search.type)}`];
  const tsquery = search.q ? tsqueryAllLanguages(add(search.q)) : null;
  if (tsquery) where.push(`l.search_vector @@ ${tsquery}`);
  if (search.locationType) where.push(`l.location_type = ${add(search.locationType)}`);
  if (search.locale) where.push(`l.locale = ${add(search.locale)}`);
  const whereSql = where.join(' AND ');
  const countParams = [...params]; // the count uses only the filters, not the ordering's parameters
  const languageFirst = search.sort === 'relevance' && search.lang ? `(l.locale = ${add(search.lang)}) DESC, ` : '';
  const order =
    tsquery && search.sort === 'relevance'
      ? `${languageFirst}ts_rank(l.search_vector, ${tsquery}) DESC, l.published_at DESC, l.id DESC`
      : `${languageFirst}l.published_at DESC, l.id DESC`;

  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${LISTING_FROM} WHERE ${whereSql}`,
    countParams,
  );
  const page = await db.query<ListingRecord>(
    `SELECT ${LISTING_SELECT} FROM ${LISTING_FROM} WHERE ${whereSql} ORDER BY ${order}
     LIMIT ${add(search.limit)} OFFSET ${add(search.offset)}`,
    params,
  );
  return { total: count.rows[0]?.total ?? 0, rows: page.rows };
}

export type ListingCounts = Record<ListingType, number>;

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

import type { Lang, ListingType, LocationType, SearchSort } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { paramList, tsqueryAllLanguages } from '../../platform/db/sql';
import { LISTING_FROM, LISTING_SELECT, type ListingRecord } from '../listings/listingRows';
import { ORG_FROM, ORG_SELECT, type OrgRecord } from '../organizations/organizationRows';

interface Window {
  limit: number;
  offset: number;
}

export interface ListingSearch extends Window {
  type: ListingType;
  q: string;
  sort: SearchSort;
  locationType?: LocationType;
  locale?: Lang;
  /** Relevance puts listings in this language (the visitor's) first; 'newest' stays purely by date. */
  lang?: Lang;
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
  const languageFirst =
    search.sort === 'relevance' && search.lang ? `(l.locale = ${add(search.lang)}) DESC, ` : '';
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

export interface OrgSearch extends Window {
  q: string;
  sort: SearchSort;
  locale?: Lang;
}

/** Published organisations; "newest" means most recently created. */
export async function searchOrgs(db: Db, search: OrgSearch): Promise<{ total: number; rows: OrgRecord[] }> {
  const { params, add } = paramList();
  const where = [`o.status = 'PUBLISHED'`];
  const tsquery = search.q ? tsqueryAllLanguages(add(search.q)) : null;
  if (tsquery) where.push(`o.search_vector @@ ${tsquery}`);
  if (search.locale) where.push(`o.locale = ${add(search.locale)}`);
  const whereSql = where.join(' AND ');
  const order =
    tsquery && search.sort === 'relevance'
      ? `ts_rank(o.search_vector, ${tsquery}) DESC, o.id DESC`
      : 'o.created_at DESC, o.id DESC';
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${ORG_FROM} WHERE ${whereSql}`,
    params,
  );
  const page = await db.query<OrgRecord>(
    `SELECT ${ORG_SELECT} FROM ${ORG_FROM} WHERE ${whereSql} ORDER BY ${order} LIMIT ${add(search.limit)} OFFSET ${add(search.offset)}`,
    params,
  );
  return { total: count.rows[0]?.total ?? 0, rows: page.rows };
}

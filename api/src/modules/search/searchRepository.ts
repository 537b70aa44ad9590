import {
  FACETS_BY_TYPE,
  RECENCIES,
  RECENCY_DAYS,
  type Lang,
  type ListingType,
  type Recency,
  type SearchFacet,
  type SearchSort,
} from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { paramList, tsqueryAllLanguages } from '../../platform/db/sql';
import { findListingsByIds, openSearchRowSql, type ListingRecord } from '../listings';
import { findOrgsByIds, publicOrgSql, type OrgRecord } from '../organizations';
import { accumulateNested, facetQuerySql, type FacetColumn, type FacetQueryResult } from './facetQuery';
import type { AreaFilter } from './searchLocation';

const DAY = 86_400_000;

export type FacetFilters = Partial<Record<SearchFacet, readonly string[]>>;

interface Window {
  limit: number;
  offset: number;
}

export interface ListingSearch extends Window {
  type: ListingType;
  q: string;
  sort: SearchSort;
  /** Relevance puts listings in this language (the visitor's) first; 'newest' stays purely by date. */
  lang?: Lang;
  filters: FacetFilters;
  area: AreaFilter | null;
  startsBefore?: string;
  endsAfter?: string;
  /** The instant recency is measured from. */
  now: number;
}

export interface Found<T> {
  total: number;
  rows: T[];
  /** Per facet index of FACETS_BY_TYPE[type]: value → count. */
  counts: FacetQueryResult['counts'];
}

/** Where each facet is in listing_search; text values, so filters and counts compare alike. */
const LISTING_FACETS: Record<Exclude<SearchFacet, 'recency'>, { column: string; many?: boolean }> = {
  locationType: { column: 's.location_type' },
  areasOfFocus: { column: 's.areas_of_focus', many: true },
  functions: { column: 's.functions', many: true },
  professionalLevel: { column: 's.professional_level' },
  education: { column: 's.education' },
  jobType: { column: 's.job_type' },
  orgType: { column: 's.org_type' },
  locale: { column: 's.locale' },
  synonymId: { column: 's.synonym_id::text' },
  payment: { column: 's.payment' },
  actionType: { column: 's.action_type' },
  source: { column: 's.source' },
};

/** A facet's value column and its filter (one of the chosen values; lists: any in common). */
function facetColumn(
  facet: SearchFacet,
  chosen: readonly string[] | undefined,
  add: (v: unknown) => string,
  now: number,
): FacetColumn {
  if (facet === 'recency') {
    const since = (r: Recency) => `${add(new Date(now - RECENCY_DAYS[r] * DAY).toISOString())}::timestamptz`;
    const widest = chosen?.length ? Math.max(...chosen.map((r) => RECENCY_DAYS[r as Recency])) : null;
    return {
      facet,
      // The narrowest bucket the listing is in (RECENCIES go from the narrowest).
      value: `CASE ${RECENCIES.map((r) => `WHEN s.published_at >= ${since(r)} THEN '${r}'`).join(' ')} END`,
      many: false,
      nested: RECENCIES,
      filter:
        widest === null
          ? undefined
          : `s.published_at >= ${add(new Date(now - widest * DAY).toISOString())}::timestamptz`,
    };
  }
  const { column, many = false } = LISTING_FACETS[facet];
  return { facet, value: column, many, filter: valueFilter(column, many, chosen, add) };
}

/** The row has one of the chosen values (a list column: one in common); undefined when none is chosen. */
function valueFilter(
  column: string,
  many: boolean,
  chosen: readonly string[] | undefined,
  add: (v: unknown) => string,
): string | undefined {
  if (!chosen?.length) return undefined;
  return many ? `${column} && ${add(chosen)}::text[]` : `${column} = ANY (${add(chosen)}::text[])`;
}

function areaCondition(area: AreaFilter, add: (v: unknown) => string): string {
  switch (area.kind) {
    case 'distance': {
      // earth_box finds candidates in the GiST index; earth_distance trims the box's corners.
      const centre = `ll_to_earth(${add(area.latitude)}::float8, ${add(area.longitude)}::float8)`;
      const point = 'll_to_earth(s.latitude, s.longitude)';
      const metres = `${add(area.metres)}::float8`;
      return `s.latitude IS NOT NULL AND earth_box(${centre}, ${metres}) @> ${point}
        AND earth_distance(${centre}, ${point}) <= ${metres}`;
    }
    case 'state':
      return `s.country_code = ${add(area.countryCode)} AND s.state_code = ${add(area.stateCode)}`;
    case 'country':
      return `s.country_code = ${add(area.countryCode)}`;
  }
}

function parseCounts(value: unknown): FacetQueryResult['counts'] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as FacetQueryResult['counts'];
}

function parseIds(value: unknown): number[] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as number[];
}

/**
 * The candidates of a broad search (tens of thousands of rows, a few hundred bytes each) stay in memory
 * with 32 MB of work_mem; the default 4 MB spills them to a temporary file.
 */
async function runFacetQuery(
  db: Db,
  sql: string,
  params: unknown[],
): Promise<{ total: number; ids: unknown; counts: unknown }> {
  return db.transaction(async (tx) => {
    await tx.exec(`SET LOCAL work_mem = '32MB'`);
    const { rows } = await tx.query<{ total: number; ids: unknown; counts: unknown }>(sql, params);
    return rows[0]!;
  });
}

/**
 * The open listings (docs/product/listings.md "Listing lifecycle"): listing_search holds the public ones
 * (the database keeps it so with the lifecycle's rule, publicListingSql) with their deadline, and the
 * lifecycle's openSearchRowSql leaves out those past it at `search.now`. A page of them with the total and
 * the counts of every facet of the type, in one statement; then the page's full rows, from the listings
 * module.
 */
export async function searchListings(db: Db, search: ListingSearch): Promise<Found<ListingRecord>> {
  const { params, add } = paramList();
  const where = [
    `s.listing_type = ${add(search.type)}`,
    openSearchRowSql('s', `${add(new Date(search.now).toISOString())}::timestamptz`),
  ];
  const tsquery = search.q ? tsqueryAllLanguages(add(search.q)) : null;
  if (tsquery) where.push(`s.match_vector @@ ${tsquery}`);
  if (search.area) where.push(areaCondition(search.area, add));
  if (search.startsBefore)
    where.push(`(s.starts_at IS NULL OR s.starts_at < ${add(search.startsBefore)}::timestamptz)`);
  if (search.endsAfter)
    where.push(`(s.ends_at IS NULL OR s.ends_at > ${add(search.endsAfter)}::timestamptz)`);
  const facets = FACETS_BY_TYPE[search.type].map((f) => facetColumn(f, search.filters[f], add, search.now));

  const orderColumns: Record<string, string> = { published_at: 's.published_at' };
  const order: string[] = [];
  if (search.sort === 'relevance') {
    if (search.lang) {
      orderColumns.own_language = `(s.locale = ${add(search.lang)})`;
      order.push('own_language DESC');
    }
    if (tsquery) {
      orderColumns.rank = `ts_rank(s.rank_vector, ${tsquery})`;
      order.push('rank DESC');
    }
  }
  order.push('published_at DESC', 'id DESC');

  const sql = facetQuerySql({
    // The same rows; the text table also holds the full vector that keywords match.
    from: tsquery ? 'listing_search_text s' : 'listing_search s',
    where,
    facets,
    orderColumns,
    orderBy: order.join(', '),
    limit: add(search.limit),
    offset: add(search.offset),
  });
  const result = await runFacetQuery(db, sql, params);
  const page = await findListingsByIds(db, parseIds(result.ids));
  return { total: result.total, rows: page, counts: accumulateNested(facets, parseCounts(result.counts)) };
}

export interface OrgSearch extends Window {
  q: string;
  sort: SearchSort;
  filters: FacetFilters;
}

const ORG_FACETS: Partial<Record<SearchFacet, { column: string; many?: boolean }>> = {
  areasOfFocus: { column: 's.areas_of_focus', many: true },
  orgType: { column: 's.org_type' },
  locale: { column: 's.locale' },
};

/** The public organisations (organizations' rule) with their facet counts; "newest" means most recently created. */
export async function searchOrgs(db: Db, search: OrgSearch): Promise<Found<OrgRecord>> {
  const { params, add } = paramList();
  const where = [publicOrgSql('s')];
  const tsquery = search.q ? tsqueryAllLanguages(add(search.q)) : null;
  if (tsquery) where.push(`s.search_vector @@ ${tsquery}`);
  const facets = FACETS_BY_TYPE.ORG.map((facet): FacetColumn => {
    const { column, many = false } = ORG_FACETS[facet]!;
    return { facet, value: column, many, filter: valueFilter(column, many, search.filters[facet], add) };
  });
  const orderColumns: Record<string, string> = { created_at: 's.created_at' };
  let orderBy = 'created_at DESC, id DESC';
  if (tsquery && search.sort === 'relevance') {
    orderColumns.rank = `ts_rank(s.search_vector, ${tsquery})`;
    orderBy = 'rank DESC, id DESC';
  }
  const sql = facetQuerySql({
    from: 'organizations s',
    where,
    facets,
    orderColumns,
    orderBy,
    limit: add(search.limit),
    offset: add(search.offset),
  });
  const result = await runFacetQuery(db, sql, params);
  const page = await findOrgsByIds(db, parseIds(result.ids));
  return { total: result.total, rows: page, counts: parseCounts(result.counts) };
}

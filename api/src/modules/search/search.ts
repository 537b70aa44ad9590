import {
  AUTO_RADIUS,
  FACETS_BY_TYPE,
  SEARCH_FACETS,
  type FacetCounts,
  type SearchAnswer,
  type SearchHit,
  type SearchQuery,
} from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { presentListingSummary } from '../listings';
import { presentPlace } from '../places';
import { presentOrgHit } from './searchPresenter';
import { resolveLocation } from './searchLocation';
import { searchListings, searchOrgs, type FacetFilters, type Found } from './searchRepository';

export interface SearchOptions {
  /** The clock recency is measured against (tests pin it). */
  now?: () => number;
}

/** The chosen values of every facet the type has; other facets' parameters are ignored, as in a URL. */
function facetFilters(query: SearchQuery): FacetFilters {
  const applicable = new Set(FACETS_BY_TYPE[query.type]);
  return Object.fromEntries(
    SEARCH_FACETS.filter((f) => applicable.has(f) && query[f] !== undefined).map((f) => [f, query[f]]),
  );
}

function facetCounts(type: SearchQuery['type'], counts: Found<unknown>['counts']): FacetCounts {
  const facets = FACETS_BY_TYPE[type];
  const answer: FacetCounts = Object.fromEntries(facets.map((f) => [f, {}]));
  for (const [index, value, count] of counts) answer[facets[index]!]![value] = count;
  return answer;
}

/**
 * One page of listings of a type, or of organisations for type=ORG, with the total, the facet counts of
 * the type, and the location and radius applied (organisations have no location).
 */
export async function search(db: Db, query: SearchQuery, options: SearchOptions = {}): Promise<SearchAnswer> {
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const filters = facetFilters(query);
  let found: Found<unknown>;
  let hits: SearchHit[];
  let location: SearchAnswer['location'] = null;
  let radius: string;
  if (query.type === 'ORG') {
    const orgs = await searchOrgs(db, { q: query.q, sort: query.sort, filters, ...window });
    found = orgs;
    hits = orgs.rows.map((row) => presentOrgHit(row, query.lang));
    radius = AUTO_RADIUS; // organisations are not searched by place
  } else {
    const resolved = resolveLocation(query);
    ({ location, radius } = resolved);
    if (resolved.remoteOnly) filters.locationType = ['REMOTE'];
    const listings = await searchListings(db, {
      type: query.type,
      q: query.q,
      sort: query.sort,
      lang: query.lang,
      filters,
      area: resolved.area,
      startsBefore: query.type === 'VOLOP' || query.type === 'EVENT' ? query.startsLT : undefined,
      endsAfter: query.type === 'VOLOP' || query.type === 'EVENT' ? query.endsGT : undefined,
      now: (options.now ?? Date.now)(),
      ...window,
    });
    found = listings;
    // Places read in the visitor's language when the search says which it is.
    hits = listings.rows.map((row) => ({
      ...presentListingSummary(row),
      location: presentPlace(row, query.lang),
    }));
  }
  return {
    hits,
    nbHits: found.total,
    nbPages: Math.ceil(found.total / query.pageSize),
    page: query.page,
    pageSize: query.pageSize,
    facets: facetCounts(query.type, found.counts),
    radius,
    location,
  };
}

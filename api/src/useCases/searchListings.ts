import type { Db } from '../db/db';
import type { ListingType, LocationType } from '../domain/vocabulary';
import { searchListings as searchListingRows } from '../repositories/listingRepository';
import { searchOrgs } from '../repositories/organizationRepository';
import { presentListingSummary, presentOrgSummary } from './present';

export interface SearchRequest {
  type: ListingType | 'ORG';
  q: string;
  sort: 'relevance' | 'newest';
  page: number;
  pageSize: number;
  locationType?: LocationType;
  locale?: string;
  /** The interface language: with relevance sorting, listings in it come first. */
  lang?: string;
}

export async function search(db: Db, request: SearchRequest) {
  const window = { limit: request.pageSize, offset: (request.page - 1) * request.pageSize };
  const { total, hits } =
    request.type === 'ORG'
      ? await searchOrgs(db, { q: request.q, sort: request.sort, locale: request.locale, ...window }).then(
          (r) => ({
            total: r.total,
            hits: r.rows.map(presentOrgSummary),
          }),
        )
      : await searchListingRows(db, { ...request, type: request.type, ...window }).then((r) => ({
          total: r.total,
          hits: r.rows.map(presentListingSummary),
        }));
  return {
    hits,
    nbHits: total,
    nbPages: Math.ceil(total / request.pageSize),
    page: request.page,
    pageSize: request.pageSize,
  };
}

import type { SearchAnswer, SearchHit, SearchQuery } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { presentListingSummary } from '../listings/listingPresenter';
import { presentOrgHit } from './searchPresenter';
import { searchListings, searchOrgs } from './searchRepository';

/** One page of listings of a type, or of organisations for type=ORG (location type does not apply to them). */
export async function search(db: Db, query: SearchQuery): Promise<SearchAnswer> {
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  let total: number;
  let hits: SearchHit[];
  if (query.type === 'ORG') {
    const found = await searchOrgs(db, { q: query.q, sort: query.sort, locale: query.locale, ...window });
    total = found.total;
    hits = found.rows.map(presentOrgHit);
  } else {
    const { type, q, sort, locationType, locale, lang } = query;
    const found = await searchListings(db, { type, q, sort, locationType, locale, lang, ...window });
    total = found.total;
    hits = found.rows.map(presentListingSummary);
  }
  return {
    hits,
    nbHits: total,
    nbPages: Math.ceil(total / query.pageSize),
    page: query.page,
    pageSize: query.pageSize,
  };
}

import {
  AUTO_RADIUS,
  SEARCH_PAGE_SIZE,
  type Lang,
  type SearchAnswer,
  type SearchQueryInput,
  type SearchType,
} from '@opengood/contracts';
import {
  langFromPath,
  parseSearchParams,
  searchTypeForPath,
  type ParsedSearchParams,
} from '@opengood/routes';
import { routes } from '@opengood/contracts/routes';
import type { HttpClient } from '@opengood/platform';

/** What a search page's URL asks for: the URL is the state (type, language, query, paging, filters, place). */
export interface SearchPageParams {
  type: SearchType;
  lang: Lang;
  parsed: ParsedSearchParams;
  request: SearchQueryInput;
}

/**
 * The data service's query for a search state: every parameter the URL carries (facets as repeated
 * values, the place, the radius checked against the language's list, the sort, the dates), one-based page.
 */
export function searchRequest(type: SearchType, lang: Lang, parsed: ParsedSearchParams): SearchQueryInput {
  const { startsLT, endsGT, ...facets } = parsed.filters;
  const request: SearchQueryInput = {
    type,
    lang,
    page: String(parsed.pageIndex + 1),
    pageSize: String(SEARCH_PAGE_SIZE),
    sort: parsed.sort,
    ...facets,
  };
  if (parsed.q) request.q = parsed.q;
  if (parsed.locationType) request.locationType = [parsed.locationType];
  if (parsed.placeId) request.placeId = parsed.placeId;
  if (parsed.radius !== AUTO_RADIUS) request.radius = parsed.radius;
  if (startsLT?.[0]) request.startsLT = startsLT[0];
  if (endsGT?.[0]) request.endsGT = endsGT[0];
  return request;
}

export function searchPageParams(url: URL): SearchPageParams | null {
  const type = searchTypeForPath(url.pathname);
  if (!type) return null;
  const lang = langFromPath(url.pathname);
  const parsed = parseSearchParams(type, url.search, lang);
  return { type, lang, parsed, request: searchRequest(type, lang, parsed) };
}

/**
 * The search page's loader: runs in the platform's page saga, and on a server to prerender the page, so it
 * touches neither window nor document.
 */
export function fetchSearchResults(
  http: HttpClient,
  request: SearchQueryInput,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  return http.call(routes.search, { query: request }, { signal });
}

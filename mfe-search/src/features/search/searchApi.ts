import type { Lang, SearchHit, SearchType } from '@opengood/contracts';
import {
  langFromPath,
  parseSearchParams,
  searchTypeForPath,
  type ParsedSearchParams,
} from '@opengood/routes';
import type { HttpClient } from '@opengood/platform';

export interface SearchRequest {
  type: SearchType;
  q: string;
  pageIndex: number;
  sort: 'relevance' | 'newest';
  lang: string;
  locationType?: string;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  pageSize: number;
}

export const PAGE_SIZE = 20;

/** What a search page's URL asks for: the URL is the state (type, language, query, paging, filters). */
export interface SearchPageParams {
  type: SearchType;
  lang: Lang;
  parsed: ParsedSearchParams;
  request: SearchRequest;
}

export function searchPageParams(url: URL): SearchPageParams | null {
  const type = searchTypeForPath(url.pathname);
  if (!type) return null;
  const lang = langFromPath(url.pathname);
  const parsed = parseSearchParams(type, url.search);
  const request: SearchRequest = {
    type,
    lang,
    q: parsed.q,
    pageIndex: parsed.pageIndex,
    sort: parsed.sort,
    locationType: parsed.locationType ?? undefined,
  };
  return { type, lang, parsed, request };
}

/** The search page's loader: runs in the platform's page saga, and on a server to prerender the page. */
export function fetchSearchResults(
  http: HttpClient,
  req: SearchRequest,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const params = new URLSearchParams({
    type: req.type,
    page: String(req.pageIndex + 1),
    pageSize: String(PAGE_SIZE),
    sort: req.sort,
    lang: req.lang,
  });
  if (req.q) params.set('q', req.q);
  if (req.locationType) params.set('locationType', req.locationType);
  return http.get<SearchResponse>(`/data/search/listings?${params.toString()}`, { signal });
}

import type { ListingSummary, SearchType } from '@opengood/contracts';
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
  hits: ListingSummary[];
  nbHits: number;
  nbPages: number;
  page: number;
  pageSize: number;
}

export const PAGE_SIZE = 20;

/** A plain loader: runs in a saga in the browser, and can run on a server to prerender a search page. */
export function fetchSearchResults(http: HttpClient, req: SearchRequest): Promise<SearchResponse> {
  const params = new URLSearchParams({
    type: req.type,
    page: String(req.pageIndex + 1),
    pageSize: String(PAGE_SIZE),
    sort: req.sort,
    lang: req.lang,
  });
  if (req.q) params.set('q', req.q);
  if (req.locationType) params.set('locationType', req.locationType);
  return http.get<SearchResponse>(`/data/search/listings?${params.toString()}`);
}

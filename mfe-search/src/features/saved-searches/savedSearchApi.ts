import type {
  CreateSavedSearchRequest,
  Lang,
  LocationSelection,
  SavedSearch,
  SearchType,
  TmpRecord,
  UpdateSavedSearchRequest,
} from '@opengood/contracts';
import { searchPath, type ParsedSearchParams } from '@opengood/routes';
import type { HttpClient } from '@opengood/platform';

// The saved-search calls of spec §7 (DATA_ROUTES savedSearches…, restated as addresses so the page's first
// load does not carry the contracts' zod schemas; savedSearchApi.test.ts checks they agree).
export const SAVED_SEARCHES_URL = '/data/saved-searches';
export const savedSearchUrl = (id: number) => `${SAVED_SEARCHES_URL}/${encodeURIComponent(String(id))}`;

/** The search a page shows, as the create call takes it: its URL's state and the place the answer geocoded. */
export function savedSearchRequest(
  type: SearchType,
  parsed: ParsedSearchParams,
  location: LocationSelection | null,
): CreateSavedSearchRequest {
  const filters: Record<string, string[]> = { ...parsed.filters };
  if (parsed.locationType) filters.locationType = [parsed.locationType];
  return {
    text: parsed.q,
    filters,
    radius: parsed.radius,
    location: parsed.placeId ? location : null,
    placeId: parsed.placeId && location ? parsed.placeId : null,
    index: type,
  };
}

/** The SAVE_SEARCH record kept for after sign-up (the shell saves it once the account is verified). */
export function saveSearchRecord(request: CreateSavedSearchRequest): TmpRecord {
  return {
    kind: 'SAVE_SEARCH',
    data: {
      text: request.text ?? '',
      filters: Object.fromEntries(
        Object.entries(request.filters ?? {}).filter(
          (entry): entry is [string, string | string[]] => entry[1] !== undefined,
        ),
      ),
      radius: request.radius ?? null,
      location: request.location ?? null,
      index: request.index ?? null,
      placeId: request.placeId ?? null,
    },
  };
}

/** Where a saved search opens: its search page in `lang`, with its keywords, facets, place and radius. */
export function savedSearchHref(search: SavedSearch, lang: Lang): string {
  const { locationType, ...filters } = search.filters;
  return searchPath(lang, search.index, {
    q: search.text,
    filters,
    locationType: locationType?.[0] ?? null,
    radius: search.radius,
    placeId: search.placeId,
  });
}

export const createSavedSearch = (http: HttpClient, request: CreateSavedSearchRequest) =>
  http.post<{ savedSearch: SavedSearch }>(SAVED_SEARCHES_URL, request).then((a) => a.savedSearch);

export const updateSavedSearch = (http: HttpClient, id: number, change: UpdateSavedSearchRequest) =>
  http.patch<{ savedSearch: SavedSearch }>(savedSearchUrl(id), change).then((a) => a.savedSearch);

export const deleteSavedSearch = (http: HttpClient, id: number) => http.delete(savedSearchUrl(id));

export interface SavedSearchRedirect {
  savedSearch: SavedSearch;
  href: string;
}

/** The loader of /saved-searches/{id}: the user's saved search and its search URL (404 → not found). */
export async function loadSavedSearchRedirect(
  http: HttpClient,
  id: number,
  lang: Lang,
  signal?: AbortSignal,
): Promise<SavedSearchRedirect> {
  const { savedSearch } = await http.get<{ savedSearch: SavedSearch }>(savedSearchUrl(id), { signal });
  return { savedSearch, href: savedSearchHref(savedSearch, lang) };
}

/** /saved-searches/{id} → its id (digits only), else not this page. */
export function matchSavedSearchPage(url: URL): { id: number } | null {
  const match = /^\/saved-searches\/([1-9]\d{0,9})\/?$/.exec(url.pathname);
  return match ? { id: Number(match[1]) } : null;
}

import type {
  CreateSavedSearchRequest,
  Lang,
  LocationSelection,
  SavedSearch,
  SearchType,
  TmpRecord,
} from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { searchPath, type ParsedSearchParams } from '@opengood/routes';
import type { HttpClient } from '@opengood/platform';

// The saved searches (docs/product/user-dashboard.md#saved-searches) on a search page: the create request from the page's state, the record
// kept for after sign-up, and the /saved-searches/{id} page. The writes are in savedSearchMutations.ts.

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
  const { savedSearch } = await http.call(routes.savedSearch, { params: { id } }, { signal });
  return { savedSearch, href: savedSearchHref(savedSearch, lang) };
}

/** /saved-searches/{id} → its id (digits only), else not this page. */
export function matchSavedSearchPage(url: URL): { id: number } | null {
  const match = /^\/saved-searches\/([1-9]\d{0,9})\/?$/.exec(url.pathname);
  return match ? { id: Number(match[1]) } : null;
}

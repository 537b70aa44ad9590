import {
  AUTO_RADIUS,
  DEFAULT_SORT,
  FACET_VALUES,
  LOCATION_TYPES,
  MAX_FACET_VALUES,
  MAX_SEARCH_PAGE,
  QUERY_MAX_LENGTH,
  SEARCH_FILTER_PARAMS,
  radiusFor,
  type Lang,
  type SearchFacet,
  type SearchSort,
  type SearchType,
} from '@opengood/contracts';
import { searchSegment } from './localized-words';

// The search state ⇄ URL rules of docs/product/search.md#url-rules, docs/product/search.md#search-state, docs/product/search.md#radius, in one pure module: the search page, the header's
// search bar and saved searches all write and read search URLs through it, so there is one canonical URL
// per search (page = index + 1 and absent on the first page, sort absent when relevance, radius absent when
// auto or the sort's default, type never in the query, parameters in one stable order).

/** Organisation search has no location facets (docs/product/search.md#query-parameters). */
export function searchHasLocation(type: SearchType): boolean {
  return type !== 'ORG';
}

/** The date range filters of volunteering and events: one day each, not facets with counts. */
export const DATE_FILTER_PARAMS = ['startsLT', 'endsGT'] as const;
type DateFilterParam = (typeof DATE_FILTER_PARAMS)[number];

function isDateParam(name: string): name is DateFilterParam {
  return (DATE_FILTER_PARAMS as readonly string[]).includes(name);
}

/** Every query parameter a search page of this type may carry, in URL order. */
export function searchQueryParams(type: SearchType): readonly string[] {
  const location = searchHasLocation(type) ? ['locationType', 'placeId', 'radius'] : [];
  return ['q', ...SEARCH_FILTER_PARAMS[type], ...location, 'sort', 'page'];
}

export type SearchFilterValues = Readonly<Record<string, string | readonly string[] | null | undefined>>;

export interface SearchUrlParams {
  q?: string | null;
  pageIndex?: number | null;
  sort?: SearchSort | null;
  /** Metres from the locale's list, 'state', 'country' or 'auto' (no parameter). */
  radius?: string | null;
  locationType?: string | null;
  /** The place searched around (an id from /data/places/predictions, or 'remote'). */
  placeId?: string | null;
  /**
   * Facet values by parameter name, and the date filters startsLT / endsGT (one day each). Names the type
   * does not allow (and 'type'), values outside a facet's vocabulary and malformed dates are dropped.
   */
  filters?: SearchFilterValues | null;
}

export interface ParsedSearchParams {
  q: string;
  pageIndex: number;
  sort: SearchSort;
  /**
   * Read with the page's language: a radius in the locale's list, else the sort's default (docs/product/search.md#radius: auto for
   * relevance, NEWEST_DEFAULT_RADIUS for newest). Read without one: the raw parameter, or 'auto'.
   */
  radius: string;
  locationType: string | null;
  placeId: string | null;
  /** Facet values as arrays (docs/product/search.md#url-rules), and startsLT / endsGT as one-day arrays. */
  filters: Record<string, string[]>;
}

/** docs/product/search.md#keywords: the query cut to 512 characters, never through the middle of a surrogate pair (an emoji). */
export function truncateQuery(q: string): string {
  if (q.length <= QUERY_MAX_LENGTH) return q;
  const last = q.charCodeAt(QUERY_MAX_LENGTH - 1);
  return q.slice(0, last >= 0xd800 && last <= 0xdbff ? QUERY_MAX_LENGTH - 1 : QUERY_MAX_LENGTH);
}

const PLACE_ID = /^[A-Za-z0-9-]{1,20}$/;
// A day as a date input writes it (the api also takes instants, but a search URL is made of days).
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const time = new Date(`${value}T00:00:00Z`).getTime();
  // Date rolls 2026-02-31 over to March: a day must read back as itself.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

function isLocationType(value: string): boolean {
  return (LOCATION_TYPES as readonly string[]).includes(value);
}

/** The values of one filter parameter that the api accepts: known, distinct, at most MAX_FACET_VALUES. */
function cleanValues(name: string, values: readonly string[]): string[] {
  if (isDateParam(name)) {
    const day = values.find(isRealDay);
    return day === undefined ? [] : [day];
  }
  const allowed = FACET_VALUES[name as SearchFacet] as readonly string[] | undefined;
  const known = values.filter((v) => v !== '' && (allowed === undefined || allowed.includes(v)));
  return [...new Set(known)].slice(0, MAX_FACET_VALUES);
}

function toArray(value: string | readonly string[] | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

function cleanFilters(type: SearchType, filters: SearchFilterValues | null | undefined) {
  const out: Record<string, string[]> = {};
  for (const name of SEARCH_FILTER_PARAMS[type]) {
    const values = cleanValues(name, toArray(filters?.[name]));
    if (values.length > 0) out[name] = values;
  }
  return out;
}

function cleanPlaceId(placeId: string | null | undefined): string | null {
  return placeId && PLACE_ID.test(placeId) ? placeId : null;
}

function cleanPageIndex(pageIndex: number | null | undefined): number {
  const index = Math.floor(pageIndex ?? 0);
  return Number.isFinite(index) ? Math.min(Math.max(0, index), MAX_SEARCH_PAGE - 1) : 0;
}

/**
 * The query string (without '?') for a search of this type, following the URL rules of docs/product/search.md#url-rules.
 * With the page's language the radius is checked against the locale's list too, and the sort's default
 * radius is left out (it is what a URL without radius means).
 */
export function searchQueryString(type: SearchType, params: SearchUrlParams = {}, lang?: Lang): string {
  const query = new URLSearchParams();
  const q = truncateQuery(params.q ?? '');
  if (q !== '') query.append('q', q);
  const filters = cleanFilters(type, params.filters);
  for (const name of SEARCH_FILTER_PARAMS[type]) {
    for (const value of filters[name] ?? []) query.append(name, value);
  }
  const sort = params.sort ?? DEFAULT_SORT;
  if (searchHasLocation(type)) {
    if (params.locationType && isLocationType(params.locationType)) {
      query.append('locationType', params.locationType);
    }
    const placeId = cleanPlaceId(params.placeId);
    if (placeId) query.append('placeId', placeId);
    const radius = params.radius ?? AUTO_RADIUS;
    if (lang) {
      const checked = radiusFor(lang, sort, radius === AUTO_RADIUS ? null : radius);
      if (checked !== radiusFor(lang, sort, null)) query.append('radius', checked);
    } else if (radius !== AUTO_RADIUS && radius !== '') {
      query.append('radius', radius);
    }
  }
  if (sort !== DEFAULT_SORT) query.append('sort', sort);
  const pageIndex = cleanPageIndex(params.pageIndex);
  if (pageIndex > 0) query.append('page', String(pageIndex + 1));
  return query.toString();
}

/** '/{lang}/{segment}' plus the query, e.g. searchPath('es', 'JOB', { q: 'salud' }) → '/es/empleos?q=salud'. */
export function searchPath(lang: Lang, type: SearchType, params?: SearchUrlParams): string {
  const query = searchQueryString(type, params, lang);
  return `/${lang}/${searchSegment(lang, type)}${query === '' ? '' : `?${query}`}`;
}

function parsePageIndex(page: string | null): number {
  if (page === null || !/^\d+$/.test(page)) return 0;
  return cleanPageIndex(Number(page) - 1);
}

/**
 * Reads a search URL's query for this type. Unknown parameters, unknown facet values and malformed dates
 * are ignored; facet values become arrays; q is cut to 512 characters. Give the page's language to apply
 * the radius rule of docs/product/search.md#radius (a radius outside the locale's list becomes the sort's default).
 */
export function parseSearchParams(
  type: SearchType,
  search: URLSearchParams | string,
  lang?: Lang,
): ParsedSearchParams {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters: Record<string, string[]> = {};
  for (const name of SEARCH_FILTER_PARAMS[type]) {
    const values = cleanValues(name, query.getAll(name));
    if (values.length > 0) filters[name] = values;
  }
  const location = searchHasLocation(type);
  const sort: SearchSort = query.get('sort') === 'newest' ? 'newest' : DEFAULT_SORT;
  // 'auto' is what no parameter means: the sort's default (with newest, a distance).
  const rawRadius = (location && query.get('radius')) || null;
  const radius = rawRadius === AUTO_RADIUS ? null : rawRadius;
  const locationType = (location && query.get('locationType')) || null;
  return {
    q: truncateQuery(query.get('q') ?? ''),
    pageIndex: parsePageIndex(query.get('page')),
    sort,
    radius: location && lang ? radiusFor(lang, sort, radius) : (radius ?? AUTO_RADIUS),
    locationType: locationType && isLocationType(locationType) ? locationType : null,
    placeId: location ? cleanPlaceId(query.get('placeId')) : null,
    filters,
  };
}

/** The transitions of a search page's state (docs/product/search.md#search-state, docs/product/search.md#paging-and-sort, docs/product/search.md#radius). */
export type SearchStateEvent =
  | { type: 'queryChanged'; q: string }
  | { type: 'sortChanged'; sort: SearchSort }
  | { type: 'radiusChanged'; radius: string }
  | { type: 'filterToggled'; name: string; value: string }
  | { type: 'filterValuesChanged'; name: string; values: readonly string[] }
  | { type: 'locationTypeChanged'; locationType: string | null }
  | { type: 'filtersCleared' }
  | { type: 'pageChanged'; pageIndex: number };

/**
 * The next search state: a pure function, so the page, the search bar and tests agree on it. Setting the
 * query, the sort, a filter or the radius starts again at the first page (docs/product/search.md#search-state); paging keeps the rest.
 * A radius the user did not choose (the sort's default) follows the sort; "auto" means the sort's default.
 */
export function reduceSearchState(
  state: ParsedSearchParams,
  event: SearchStateEvent,
  context: { type: SearchType; lang: Lang },
): ParsedSearchParams {
  const { type, lang } = context;
  const first = { ...state, pageIndex: 0 };
  switch (event.type) {
    case 'queryChanged':
      return { ...first, q: truncateQuery(event.q) };
    case 'sortChanged': {
      const wasDefault = state.radius === radiusFor(lang, state.sort, null) || state.radius === AUTO_RADIUS;
      const radius = wasDefault ? null : state.radius;
      return {
        ...first,
        sort: event.sort,
        radius: searchHasLocation(type) ? radiusFor(lang, event.sort, radius) : AUTO_RADIUS,
      };
    }
    case 'radiusChanged': {
      const radius = event.radius === AUTO_RADIUS ? null : event.radius;
      return {
        ...first,
        radius: searchHasLocation(type) ? radiusFor(lang, state.sort, radius) : AUTO_RADIUS,
      };
    }
    case 'filterToggled': {
      const current = state.filters[event.name] ?? [];
      const values = current.includes(event.value)
        ? current.filter((v) => v !== event.value)
        : [...current, event.value];
      return reduceSearchState(state, { type: 'filterValuesChanged', name: event.name, values }, context);
    }
    case 'filterValuesChanged': {
      const filters = { ...state.filters };
      if (SEARCH_FILTER_PARAMS[type].includes(event.name)) {
        const values = cleanValues(event.name, event.values);
        if (values.length > 0) filters[event.name] = values;
        else delete filters[event.name];
      }
      return { ...first, filters };
    }
    case 'locationTypeChanged': {
      const ok = searchHasLocation(type) && event.locationType !== null && isLocationType(event.locationType);
      return { ...first, locationType: ok ? event.locationType : null };
    }
    case 'filtersCleared':
      return { ...first, filters: {}, locationType: null };
    case 'pageChanged':
      return { ...state, pageIndex: cleanPageIndex(event.pageIndex) };
  }
}

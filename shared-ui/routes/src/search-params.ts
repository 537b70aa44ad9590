import {
  AUTO_RADIUS,
  DEFAULT_SORT,
  QUERY_MAX_LENGTH,
  SEARCH_FILTER_PARAMS,
  type Lang,
  type SearchSort,
  type SearchType,
} from '@opengood/contracts';
import { searchSegment } from './localized-words';

/** Organisation search has no location facets (spec §2). */
function allowsLocation(type: SearchType): boolean {
  return type !== 'ORG';
}

/** Every query parameter a search page of this type may carry, in URL order. */
export function searchQueryParams(type: SearchType): readonly string[] {
  const location = allowsLocation(type) ? ['locationType', 'radius'] : [];
  return ['q', ...SEARCH_FILTER_PARAMS[type], ...location, 'sort', 'page'];
}

export type SearchFilterValues = Readonly<Record<string, string | readonly string[] | null | undefined>>;

export interface SearchUrlParams {
  q?: string | null;
  pageIndex?: number | null;
  sort?: SearchSort | null;
  radius?: string | null;
  locationType?: string | null;
  /** Facet values by parameter name. Names not allowed for the type (and 'type') are dropped. */
  filters?: SearchFilterValues | null;
}

export interface ParsedSearchParams {
  q: string;
  pageIndex: number;
  sort: SearchSort;
  /** Raw radius from the URL, or 'auto'. Checking it against the locale's list (spec §5) is the caller's job. */
  radius: string;
  locationType: string | null;
  filters: Record<string, string[]>;
}

export function truncateQuery(q: string): string {
  return q.length > QUERY_MAX_LENGTH ? q.slice(0, QUERY_MAX_LENGTH) : q;
}

function toArray(value: string | readonly string[] | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  return (typeof value === 'string' ? [value] : [...value]).filter((v) => v !== '');
}

/** The query string (without '?') for a search of this type, following the URL rules of spec §2 and §4. */
export function searchQueryString(type: SearchType, params: SearchUrlParams = {}): string {
  const query = new URLSearchParams();
  const q = truncateQuery(params.q ?? '');
  if (q !== '') query.append('q', q);
  for (const name of SEARCH_FILTER_PARAMS[type]) {
    for (const value of toArray(params.filters?.[name])) query.append(name, value);
  }
  if (allowsLocation(type)) {
    if (params.locationType) query.append('locationType', params.locationType);
    if (params.radius && params.radius !== AUTO_RADIUS) query.append('radius', params.radius);
  }
  if (params.sort && params.sort !== DEFAULT_SORT) query.append('sort', params.sort);
  const pageIndex = Math.floor(params.pageIndex ?? 0);
  if (pageIndex > 0) query.append('page', String(pageIndex + 1));
  return query.toString();
}

/** '/{lang}/{segment}' plus the query, e.g. searchPath('es', 'JOB', { q: 'salud' }) → '/es/empleos?q=salud'. */
export function searchPath(lang: Lang, type: SearchType, params?: SearchUrlParams): string {
  const query = searchQueryString(type, params);
  return `/${lang}/${searchSegment(lang, type)}${query === '' ? '' : `?${query}`}`;
}

function parsePageIndex(page: string | null): number {
  if (page === null || !/^\d+$/.test(page)) return 0;
  return Math.max(0, Number(page) - 1);
}

/** Reads a search URL's query for this type. Unknown parameters are ignored; facet values become arrays. */
export function parseSearchParams(type: SearchType, search: URLSearchParams | string): ParsedSearchParams {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters: Record<string, string[]> = {};
  for (const name of SEARCH_FILTER_PARAMS[type]) {
    const values = query.getAll(name).filter((v) => v !== '');
    if (values.length > 0) filters[name] = values;
  }
  const location = allowsLocation(type);
  return {
    q: truncateQuery(query.get('q') ?? ''),
    pageIndex: parsePageIndex(query.get('page')),
    sort: query.get('sort') === 'newest' ? 'newest' : DEFAULT_SORT,
    radius: (location && query.get('radius')) || AUTO_RADIUS,
    locationType: (location && query.get('locationType')) || null,
    filters,
  };
}

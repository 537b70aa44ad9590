import type { Lang } from './languages';
import type { SearchType } from './listing-types';

/** Spec §5/§9: the search query is cut to 512 characters, in the input, in the URL and at the api. */
export const QUERY_MAX_LENGTH = 512;
/** Spec §5/§9: location suggestions appear from two non-blank characters. */
export const LOCATION_MIN_CHARS = 2;

export const SEARCH_SORTS = ['relevance', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SORT: SearchSort = 'relevance';

/** Results per search page, and the api's ceiling for any paged list. */
export const SEARCH_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** The highest page number the search answers; deeper pages are never useful and cost a large OFFSET. */
export const MAX_SEARCH_PAGE = 10_000;

/** Radius value meaning "no radius parameter" (spec §4). */
export const AUTO_RADIUS = 'auto';
export const ENTIRE_STATE = 'state';
export const ENTIRE_COUNTRY = 'country';

const MILE = 1609.344;
/**
 * Spec §9: distances offered per locale, as metres in the URL. English counts miles (5…100 mi), the other
 * languages kilometres (5…100 km); each list also has the default ('auto') and the two "entire" options.
 */
const DISTANCES = [5, 10, 15, 25, 60, 100];
export const RADIUS_OPTIONS: Record<Lang, readonly string[]> = {
  en: [AUTO_RADIUS, ...DISTANCES.map((mi) => String(Math.round(mi * MILE))), ENTIRE_STATE, ENTIRE_COUNTRY],
  es: [AUTO_RADIUS, ...DISTANCES.map((km) => String(km * 1000)), ENTIRE_STATE, ENTIRE_COUNTRY],
  pt: [AUTO_RADIUS, ...DISTANCES.map((km) => String(km * 1000)), ENTIRE_STATE, ENTIRE_COUNTRY],
};

/** Spec §9: newest sort defaults to 40000 m in English and 60000 m in Spanish and Portuguese. */
export const NEWEST_DEFAULT_RADIUS: Record<Lang, string> = { en: '40000', es: '60000', pt: '60000' };

/** Spec §5: a radius read from the URL counts only if it is in the locale's list; else the sort's default. */
export function radiusFor(lang: Lang, sort: SearchSort, radius: string | null | undefined): string {
  if (radius && RADIUS_OPTIONS[lang].includes(radius)) return radius;
  return sort === 'newest' ? NEWEST_DEFAULT_RADIUS[lang] : AUTO_RADIUS;
}

/**
 * Facet parameters allowed per type (spec §2), in the order they are written to the URL. A stable order
 * keeps one canonical URL per search, which matters for caching and for search engines.
 */
export const SEARCH_FILTER_PARAMS: Readonly<Record<SearchType, readonly string[]>> = {
  JOB: [
    'areasOfFocus',
    'functions',
    'professionalLevel',
    'education',
    'jobType',
    'orgType',
    'locale',
    'recency',
    'synonymId',
  ],
  INTERNSHIP: [
    'areasOfFocus',
    'functions',
    'jobType',
    'orgType',
    'locale',
    'recency',
    'payment',
    'synonymId',
  ],
  VOLOP: ['areasOfFocus', 'functions', 'locale', 'recency', 'actionType', 'source', 'startsLT', 'endsGT'],
  EVENT: ['areasOfFocus', 'functions', 'locale', 'recency', 'actionType', 'source', 'startsLT', 'endsGT'],
  ORG: ['areasOfFocus', 'orgType', 'locale'],
};

/** Spec §3: the facet names a search answer counts and a filter accepts. */
export const FACET_NAMES = [
  'locationType',
  'jobType',
  'payment',
  'education',
  'actionType',
  'professionalLevel',
  'locale',
  'actionDate',
  'orgType',
  'functions',
  'areasOfFocus',
  'synonymId',
  'recency',
  'status',
  'source',
] as const;
export type FacetName = (typeof FACET_NAMES)[number];

import {
  ACTION_TYPES_BY_TYPE,
  AREAS_OF_FOCUS,
  EDUCATION_LEVELS,
  FUNCTIONS,
  JOB_TYPES,
  LISTING_SOURCES,
  LOCATION_TYPES,
  PAYMENT_TYPES,
  PROFESSIONAL_LEVELS,
  RECENCIES,
} from './facets';
import { JOB_FAMILY_IDS } from './job-families';
import { LANGS, type Lang } from './languages';
import { ORG_TYPES, type SearchType } from './listing-types';

/** docs/product/search.md#keywords: the search query is cut to 512 characters, in the input, in the URL and at the api. */
export const QUERY_MAX_LENGTH = 512;
/** docs/product/location.md#suggestions: location suggestions appear from two non-blank characters. */
export const LOCATION_MIN_CHARS = 2;

/**
 * docs/product/chrome.md#search-submit: words in a query that mean "remote" in the page's language. A submitted query
 * containing one (as a whole word or phrase, any case) has it stripped, and the search gets locationType
 * REMOTE instead, so "remote grant writer" finds remote grant-writer jobs rather than texts saying "remote".
 */
export const REMOTE_KEYWORDS: Readonly<Record<Lang, readonly string[]>> = {
  en: ['work from home', 'remote'],
  es: ['trabajo desde casa', 'teletrabajo', 'remoto', 'remota'],
  pt: ['trabalho remoto', 'teletrabalho', 'home office', 'remoto', 'remota'],
};

export const SEARCH_SORTS = ['relevance', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SORT: SearchSort = 'relevance';

/** Results per search page, and the api's ceiling for any paged list. */
export const SEARCH_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** The highest page number the search answers; deeper pages are never useful and cost a large OFFSET. */
export const MAX_SEARCH_PAGE = 10_000;

/** Radius value meaning "no radius parameter" (docs/product/search.md#radius). */
export const AUTO_RADIUS = 'auto';
export const ENTIRE_STATE = 'state';
export const ENTIRE_COUNTRY = 'country';

const MILE = 1609.344;
/**
 * docs/product/search.md#radius: distances offered per locale, as metres in the URL. English counts miles (5…100 mi), the other
 * languages kilometres (5…100 km); each list also has the default ('auto') and the two "entire" options.
 */
const DISTANCES = [5, 10, 15, 25, 60, 100];
export const RADIUS_OPTIONS: Record<Lang, readonly string[]> = {
  en: [AUTO_RADIUS, ...DISTANCES.map((mi) => String(Math.round(mi * MILE))), ENTIRE_STATE, ENTIRE_COUNTRY],
  es: [AUTO_RADIUS, ...DISTANCES.map((km) => String(km * 1000)), ENTIRE_STATE, ENTIRE_COUNTRY],
  pt: [AUTO_RADIUS, ...DISTANCES.map((km) => String(km * 1000)), ENTIRE_STATE, ENTIRE_COUNTRY],
};

/** docs/product/search.md#radius: newest sort defaults to 40000 m in English and 60000 m in Spanish and Portuguese. */
export const NEWEST_DEFAULT_RADIUS: Record<Lang, string> = { en: '40000', es: '60000', pt: '60000' };

/** docs/product/search.md#radius: a radius read from the URL counts only if it is in the locale's list; else the sort's default. */
export function radiusFor(lang: Lang, sort: SearchSort, radius: string | null | undefined): string {
  if (radius && RADIUS_OPTIONS[lang].includes(radius)) return radius;
  return sort === 'newest' ? NEWEST_DEFAULT_RADIUS[lang] : AUTO_RADIUS;
}

/**
 * Facet parameters allowed per type (docs/product/search.md#query-parameters), in the order they are written to the URL. A stable order
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

/** docs/product/search.md#facets: the facet names a search answer counts and a filter accepts. */
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

/** The facets a search filters on and counts: FACET_NAMES less the date range (actionDate) and status. */
export const SEARCH_FACETS = [
  'locationType',
  'areasOfFocus',
  'functions',
  'professionalLevel',
  'education',
  'jobType',
  'orgType',
  'locale',
  'recency',
  'synonymId',
  'payment',
  'actionType',
  'source',
] as const satisfies readonly FacetName[];
export type SearchFacet = (typeof SEARCH_FACETS)[number];

/**
 * The facets of each search type (the per-type parameters of docs/product/search.md#query-parameters, and locationType for every listing
 * type): a search answer counts exactly these, and a filter on another facet is ignored, as a search
 * URL drops parameters its type does not have.
 */
export const FACETS_BY_TYPE: Readonly<Record<SearchType, readonly SearchFacet[]>> = {
  JOB: [
    'locationType',
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
    'locationType',
    'areasOfFocus',
    'functions',
    'jobType',
    'orgType',
    'locale',
    'recency',
    'payment',
    'synonymId',
  ],
  VOLOP: ['locationType', 'areasOfFocus', 'functions', 'locale', 'recency', 'actionType', 'source'],
  EVENT: ['locationType', 'areasOfFocus', 'functions', 'locale', 'recency', 'actionType', 'source'],
  ORG: ['areasOfFocus', 'orgType', 'locale'],
};

/** Every value a facet may take; a filter value outside its list is refused. */
export const FACET_VALUES: Readonly<Record<SearchFacet, readonly string[]>> = {
  locationType: LOCATION_TYPES,
  areasOfFocus: AREAS_OF_FOCUS,
  functions: FUNCTIONS,
  professionalLevel: PROFESSIONAL_LEVELS,
  education: EDUCATION_LEVELS,
  jobType: JOB_TYPES,
  orgType: ORG_TYPES,
  locale: LANGS,
  recency: RECENCIES,
  synonymId: JOB_FAMILY_IDS,
  payment: PAYMENT_TYPES,
  actionType: [...ACTION_TYPES_BY_TYPE.VOLOP, ...ACTION_TYPES_BY_TYPE.EVENT],
  source: LISTING_SOURCES,
};

/** At most this many values of one facet in a search (a URL can repeat a parameter without end). */
export const MAX_FACET_VALUES = 50;

/** A radius in metres, as opposed to auto, state or country. */
export function isDistanceRadius(radius: string): boolean {
  return /^\d+$/.test(radius);
}

import { z } from 'zod';
import { AREAS_OF_FOCUS } from '../vocabulary/facets';
import { LANGS } from '../vocabulary/languages';
import { DEFAULT_SEARCH_TYPE, ORG_TYPES, SEARCH_TYPES } from '../vocabulary/listing-types';
import {
  DEFAULT_SORT,
  FACET_VALUES,
  MAX_FACET_VALUES,
  MAX_PAGE_SIZE,
  MAX_SEARCH_PAGE,
  QUERY_MAX_LENGTH,
  SEARCH_FACETS,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  type SearchFacet,
} from '../vocabulary/search';
import { countSchema, idSchema, versionField } from './answer';
import { listingSummarySchema } from './listing';
import { locationSelectionSchema, placeSummarySchema } from './place';
import { oneOf, wholeNumberParam } from './request';

/**
 * A facet filter as a URL carries it: the parameter once or repeated (Express gives a string or an
 * array). Out: the distinct values, or undefined when none is left (an empty value means no filter).
 */
const facetParam = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.string(), z.array(z.string())], { error: 'Must be text values' })
    .transform((v) => [...new Set((typeof v === 'string' ? [v] : v).filter((x) => x !== ''))])
    .pipe(
      z
        .array(z.enum(values, { error: `Must be one of ${values.join(', ')}` }))
        .max(MAX_FACET_VALUES, { error: `Must have at most ${MAX_FACET_VALUES} values` }),
    )
    .transform((v) => (v.length > 0 ? v : undefined))
    .optional();

type FacetFilterShape = { [F in SearchFacet]: ReturnType<typeof facetParam<readonly [string, ...string[]]>> };
const facetFilters = Object.fromEntries(
  SEARCH_FACETS.map((f) => [f, facetParam(FACET_VALUES[f] as readonly [string, ...string[]])]),
) as FacetFilterShape;

/** A decimal coordinate as a URL writes it ("43.65", "-79.38"), within its bounds. */
const coordinateParam = (max: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,10})?$/, { error: `Must be a number from -${max} to ${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-max, { error: `Must be a number from -${max} to ${max}` })
        .max(max),
    )
    .optional();

/** A day (2026-05-01) or an instant (2026-05-01T10:00:00Z), as the ISO string of that instant. */
const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/, {
    error: 'Must be a date (YYYY-MM-DD) or an ISO 8601 instant',
  })
  .transform((v) => new Date(v.length === 10 ? `${v}T00:00:00Z` : v))
  .refine((d) => !Number.isNaN(d.getTime()), { error: 'Must be a real date' })
  .transform((d) => d.toISOString())
  .optional();

/** GET /data/search/listings query: strings in (as in a URL), typed values with defaults out. */
export const searchQuerySchema = z
  .object({
    type: oneOf(SEARCH_TYPES).default(DEFAULT_SEARCH_TYPE),
    q: z
      .string({ error: 'Must be a single text value' })
      .transform((q) => q.trim())
      .pipe(z.string().max(QUERY_MAX_LENGTH, { error: `Must be at most ${QUERY_MAX_LENGTH} characters` }))
      .default(''),
    page: wholeNumberParam(1, MAX_SEARCH_PAGE, 'Must be a whole number of 1 or more').default(1),
    pageSize: wholeNumberParam(1, MAX_PAGE_SIZE, `Must be a whole number from 1 to ${MAX_PAGE_SIZE}`).default(
      SEARCH_PAGE_SIZE,
    ),
    sort: oneOf(SEARCH_SORTS).default(DEFAULT_SORT),
    /** The interface language: listings in every language are searched, those in this one come first. */
    lang: oneOf(LANGS).optional(),
    /** Facet filters (names of docs/product/search.md#facets): each a list of values, ORed; facets are ANDed. */
    ...facetFilters,
    /** The location: a place from the predictions (or 'remote', which sets locationType REMOTE)… */
    placeId: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,20}$/, { error: 'Must be a place id from the predictions' })
      .optional(),
    /** …or coordinates, with the state and country codes the "entire state/country" radius needs. */
    lat: coordinateParam(90),
    lng: coordinateParam(180),
    stateCode: z
      .string()
      .regex(/^[A-Z0-9]{1,3}$/, { error: 'Must be an ISO 3166-2 short code' })
      .optional(),
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, { error: 'Must be an ISO 3166-1 alpha-2 code' })
      .optional(),
    /**
     * Metres from the language's list, 'state', 'country' or 'auto' (absent): anything else is replaced by
     * the spec's default (auto, or with sort=newest 40000 m in English, 60000 m otherwise). The answer says
     * which radius was used.
     */
    radius: z.string({ error: 'Must be a single text value' }).max(20).optional(),
    /** Volunteering and events: starting before this day, ending after that one (undated ones always match). */
    startsLT: dateParam,
    endsGT: dateParam,
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    path: ['lat'],
    error: 'Must come with lng (and lng with lat)',
  })
  .refine((q) => q.placeId === undefined || q.lat === undefined, {
    path: ['placeId'],
    error: 'Give a placeId or coordinates, not both',
  });
/** What a client puts in the URL. */
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
/** What the api searches with, defaults applied. */
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** An organisation found by a type=ORG search: no org, salary or location type, but a name and focus areas. */
export const orgHitSchema = z.object({
  id: idSchema,
  type: z.literal('ORG'),
  /** The name again, so a list can show any hit by its title. */
  title: z.string().min(1),
  name: z.string().min(1),
  slug: z.string(),
  locale: z.enum(LANGS),
  orgType: z.enum(ORG_TYPES),
  location: placeSummarySchema.nullable(),
  areasOfFocus: z.array(z.enum(AREAS_OF_FOCUS)),
});
export type OrgHit = z.infer<typeof orgHitSchema>;

/** A listing hit (JOB, INTERNSHIP, VOLOP, EVENT) is a listing summary. */
export const listingHitSchema = listingSummarySchema;
export type ListingHit = z.infer<typeof listingHitSchema>;

export const searchHitSchema = z.discriminatedUnion('type', [listingHitSchema, orgHitSchema]);
export type SearchHit = z.infer<typeof searchHitSchema>;

/**
 * Facet name → value → how many results the search would have with that value chosen. Counted the
 * disjunctive way: a facet's counts apply every other facet's filter but not its own, so choosing a
 * second value of a facet adds exactly its count. Only the facets of the search's type, values with a
 * count above zero.
 */
export const facetCountsSchema = z.partialRecord(
  z.enum(SEARCH_FACETS),
  z.record(z.string(), countSchema.positive()),
);
export type FacetCounts = z.infer<typeof facetCountsSchema>;

export const searchAnswerSchema = z.object({
  hits: z.array(searchHitSchema),
  nbHits: countSchema,
  nbPages: countSchema,
  /** The page served, from 1 (past the last page, hits is empty). */
  page: z.number().int().positive(),
  pageSize: z.number().int().positive().max(MAX_PAGE_SIZE),
  // Added with the search engine; optional so that an answer without them (an older api) still parses.
  // This api always sends them.
  facets: facetCountsSchema.optional(),
  /** The radius applied: the one asked for, or the default that replaced it (auto, metres, state, country). */
  radius: z.string().optional(),
  /** The location searched around, geocoded (null without one; the Remote option for placeId=remote). */
  location: locationSelectionSchema.nullable().optional(),
  ...versionField,
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

export function isOrgHit(hit: SearchHit): hit is OrgHit {
  return hit.type === 'ORG';
}

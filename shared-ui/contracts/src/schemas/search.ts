import { z } from 'zod';
import { AREAS_OF_FOCUS, LOCATION_TYPES } from '../vocabulary/facets';
import { LANGS } from '../vocabulary/languages';
import { DEFAULT_SEARCH_TYPE, ORG_TYPES, SEARCH_TYPES } from '../vocabulary/listing-types';
import {
  DEFAULT_SORT,
  MAX_PAGE_SIZE,
  MAX_SEARCH_PAGE,
  QUERY_MAX_LENGTH,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
} from '../vocabulary/search';
import { countSchema, idSchema, versionField } from './answer';
import { listingSummarySchema } from './listing';
import { placeSummarySchema } from './place';
import { oneOf, wholeNumberParam } from './request';

/** GET /data/search/listings query: strings in (as in a URL), typed values with defaults out. */
export const searchQuerySchema = z.object({
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
  /** Only listings (or organisations) written in this language. */
  locale: oneOf(LANGS).optional(),
  /** Ignored for organisations; an empty value means no filter. */
  locationType: z
    .union([z.literal('').transform(() => undefined), oneOf(LOCATION_TYPES)], {
      error: `Must be one of ${LOCATION_TYPES.join(', ')}`,
    })
    .optional(),
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

export const searchAnswerSchema = z.object({
  hits: z.array(searchHitSchema),
  nbHits: countSchema,
  nbPages: countSchema,
  /** The page served, from 1 (past the last page, hits is empty). */
  page: z.number().int().positive(),
  pageSize: z.number().int().positive().max(MAX_PAGE_SIZE),
  ...versionField,
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

export function isOrgHit(hit: SearchHit): hit is OrgHit {
  return hit.type === 'ORG';
}

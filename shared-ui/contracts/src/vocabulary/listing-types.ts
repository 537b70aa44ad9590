export const LISTING_TYPES = ['JOB', 'INTERNSHIP', 'VOLOP', 'EVENT'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const SEARCH_TYPES = [...LISTING_TYPES, 'ORG'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** docs/product/search.md#search-types: the search bar and the fallback search start on jobs. */
export const DEFAULT_SEARCH_TYPE: SearchType = 'JOB';

export const ORG_TYPES = [
  'NONPROFIT',
  'GOVERNMENT',
  'CONSULTANT',
  'SOCIAL_ENTERPRISE',
  'RECRUITER',
  'BUSINESS',
  'COMMUNITY',
] as const;
export type OrgType = (typeof ORG_TYPES)[number];

/** A listing is PUBLISHED or taken down by its organisation; an organisation is PUBLISHED or FROZEN by staff. */
export const LISTING_STATUSES = ['PUBLISHED', 'UNPUBLISHED'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/**
 * Where a listing is in its lifecycle (docs/product/listings.md "Listing lifecycle"): DRAFT, AWAITING_PAYMENT
 * (a job or internship published, until billing completes it), PUBLISHED (live
 * until its deadline), CLOSED (taken down), EXPIRED (past its deadline). The api's listings module decides it.
 */
export const LISTING_STATES = ['DRAFT', 'AWAITING_PAYMENT', 'PUBLISHED', 'CLOSED', 'EXPIRED'] as const;
export type ListingState = (typeof LISTING_STATES)[number];
export const ORG_STATUSES = ['PUBLISHED', 'FROZEN'] as const;
export type OrgStatus = (typeof ORG_STATUSES)[number];

/** The `/data/website/{segment}/{id}` segment of each detail answer (not the localised page URL). */
export const DETAIL_RESOURCES: Readonly<Record<SearchType, string>> = {
  JOB: 'jobs',
  INTERNSHIP: 'internships',
  VOLOP: 'volops',
  EVENT: 'events',
  ORG: 'organizations',
};

export function isListingType(value: unknown): value is ListingType {
  return typeof value === 'string' && (LISTING_TYPES as readonly string[]).includes(value);
}

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === 'string' && (SEARCH_TYPES as readonly string[]).includes(value);
}

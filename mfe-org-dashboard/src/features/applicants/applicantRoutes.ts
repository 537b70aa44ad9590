import {
  APPLICATION_RATINGS,
  APPLICATION_STAGES,
  type ApplicationRating,
  type ApplicationStage,
  type ListingType,
} from '@opengood/contracts';
import { isRecordId, orgDashboardPath, pathSegments, safeDecode } from '@opengood/routes';

// The applicant pipeline's URLs (docs/product/organisations.md#applicants, spec §2 organisation dashboard):
// a listing's page with its tabs, /admin/{orgId}/{jobs|internships|volops|events}/{id}[/{tab}], and one
// application, /admin/{orgId}/applications/{applicationId}. `…/create`, `…/{id}/edit`, `…/{id}/repost`,
// `…/{id}/preview` and a job's recommended candidates are other pages': null here, as is anything deeper.

/** The dashboard's segment of each listing type. */
export const LISTING_SEGMENTS: Readonly<Record<ListingType, string>> = {
  JOB: 'jobs',
  INTERNSHIP: 'internships',
  VOLOP: 'volops',
  EVENT: 'events',
};
const TYPE_OF_SEGMENT = new Map(
  Object.entries(LISTING_SEGMENTS).map(([type, seg]) => [seg, type as ListingType]),
);

export const LISTING_TABS = ['overview', 'applicants'] as const;
export type ListingTab = (typeof LISTING_TABS)[number];

export interface ListingPageParams {
  orgId: string;
  listingType: ListingType;
  listingId: string;
  tab: ListingTab;
}

/** `/admin/{orgId}/{type}/{id}` (the overview) or `…/{id}/{tab}`, `tab` one of LISTING_TABS. */
export function parseListingPagePath(pathname: string): ListingPageParams | null {
  const [first, rawOrgId, segment, rawId, rawTab, ...rest] = pathSegments(pathname);
  if (first !== 'admin' || !rawOrgId || !segment || !rawId || rest.length > 0) return null;
  const listingType = TYPE_OF_SEGMENT.get(segment);
  const orgId = safeDecode(rawOrgId);
  const listingId = safeDecode(rawId);
  if (!listingType || !isRecordId(orgId) || !isRecordId(listingId)) return null;
  const tab = rawTab === undefined ? 'overview' : safeDecode(rawTab);
  return (LISTING_TABS as readonly string[]).includes(tab)
    ? { orgId, listingType, listingId, tab: tab as ListingTab }
    : null;
}

/** `/admin/{orgId}/applications/{applicationId}`. */
export function parseApplicationPath(pathname: string): { orgId: string; applicationId: string } | null {
  const [first, rawOrgId, segment, rawId, ...rest] = pathSegments(pathname);
  if (first !== 'admin' || !rawOrgId || segment !== 'applications' || !rawId || rest.length > 0) return null;
  const orgId = safeDecode(rawOrgId);
  const applicationId = safeDecode(rawId);
  return isRecordId(orgId) && isRecordId(applicationId) ? { orgId, applicationId } : null;
}

/** A listing's dashboard page: `sub` is a tab or another page of it (`edit`, `preview`, …). */
export function listingPagePath(
  orgId: string | number,
  listingType: ListingType,
  listingId: string | number,
  sub?: string | null,
): string {
  const base = `${LISTING_SEGMENTS[listingType]}/${encodeURIComponent(String(listingId))}`;
  return orgDashboardPath(orgId, sub ? `${base}/${sub}` : base);
}

export function applicationPagePath(orgId: string | number, applicationId: string | number): string {
  return orgDashboardPath(orgId, `applications/${encodeURIComponent(String(applicationId))}`);
}

/** The applicants tab's filters, as its URL query carries them (so reload and back keep them). */
export interface ApplicantFilters {
  stage?: ApplicationStage;
  rating?: ApplicationRating | 'UNRATED';
  appliedFrom?: string;
  appliedTo?: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string | null): v is string =>
  v !== null && DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/**
 * The filters of an applicants URL; what is not a filter the api understands is left out (a hand-edited
 * URL shows the unfiltered list rather than an error), and a range given backwards is turned round.
 */
export function parseApplicantFilters(search: URLSearchParams): ApplicantFilters {
  const filters: ApplicantFilters = { page: 1 };
  const stage = search.get('stage');
  if (stage && (APPLICATION_STAGES as readonly string[]).includes(stage))
    filters.stage = stage as ApplicationStage;
  const rating = search.get('rating');
  if (rating && [...APPLICATION_RATINGS, 'UNRATED'].includes(rating))
    filters.rating = rating as ApplicantFilters['rating'];
  let from = search.get('appliedFrom');
  let to = search.get('appliedTo');
  if (isDay(from) && isDay(to) && from > to) [from, to] = [to, from];
  if (isDay(from)) filters.appliedFrom = from;
  if (isDay(to)) filters.appliedTo = to;
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 100_000) filters.page = page;
  return filters;
}

/** The query string of `filters` (empty for none), in a stable order; page 1 is left out. */
export function applicantFiltersQuery(filters: Partial<ApplicantFilters>): string {
  const query = new URLSearchParams();
  if (filters.stage) query.set('stage', filters.stage);
  if (filters.rating) query.set('rating', filters.rating);
  if (filters.appliedFrom) query.set('appliedFrom', filters.appliedFrom);
  if (filters.appliedTo) query.set('appliedTo', filters.appliedTo);
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The api query of `filters` (only what is set). */
export function applicantFiltersApiQuery(filters: ApplicantFilters): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(applicantFiltersQuery(filters)).entries());
}

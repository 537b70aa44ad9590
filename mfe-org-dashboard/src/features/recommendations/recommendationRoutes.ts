import { pathSegments, safeDecode } from '@opengood/routes';

// The recommended candidates' URLs (docs/product/organisations.md#recommended-candidates): a job's or an
// internship's list and one candidate under /admin/{orgId}, and the rating link of the recommendation mail,
// /email/rate-recommended-candidate/{applicantId}/good|bad?listingId= (login required; this area owns it).

/** Ids the api accepts (int4, from 1): anything else is not a page of these (the not-found page). */
const isRecordId = (id: string) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647;

export type ListingSegment = 'jobs' | 'internships';
const LISTING_SEGMENTS = new Set<string>(['jobs', 'internships']);

export interface CandidatesLocation {
  orgId: string;
  listingSegment: ListingSegment;
  listingId: string;
}
export interface CandidateLocation extends CandidatesLocation {
  applicantId: string;
}

function parse(pathname: string): (CandidatesLocation & { applicantId?: string }) | null {
  const [first, rawOrgId, segment, rawListingId, sub, rawApplicantId, ...rest] = pathSegments(pathname);
  if (first !== 'admin' || !rawOrgId || !segment || !LISTING_SEGMENTS.has(segment) || !rawListingId)
    return null;
  if (sub !== 'recommended-candidates' || rest.length > 0) return null;
  const orgId = safeDecode(rawOrgId);
  const listingId = safeDecode(rawListingId);
  if (!isRecordId(orgId) || !isRecordId(listingId)) return null;
  const location = { orgId, listingSegment: segment as ListingSegment, listingId };
  if (rawApplicantId === undefined) return location;
  const applicantId = safeDecode(rawApplicantId);
  return isRecordId(applicantId) ? { ...location, applicantId } : null;
}

/** `/admin/{orgId}/jobs|internships/{listingId}/recommended-candidates`. */
export function parseCandidatesPath(pathname: string): CandidatesLocation | null {
  const location = parse(pathname);
  return location && location.applicantId === undefined ? location : null;
}

/** `/admin/{orgId}/jobs|internships/{listingId}/recommended-candidates/{applicantId}`. */
export function parseCandidatePath(pathname: string): CandidateLocation | null {
  const location = parse(pathname);
  return location?.applicantId !== undefined ? (location as CandidateLocation) : null;
}

export const candidatesPath = (l: CandidatesLocation) =>
  `/admin/${l.orgId}/${l.listingSegment}/${l.listingId}/recommended-candidates`;
export const candidatePath = (l: CandidatesLocation, applicantId: string | number) =>
  `${candidatesPath(l)}/${applicantId}`;

export interface RateLinkLocation {
  applicantId: string;
  rating: 'GOOD' | 'BAD';
}

/** `/email/rate-recommended-candidate/{applicantId}/good|bad` (the listing is the query's `listingId`). */
export function parseRateLinkPath(pathname: string): RateLinkLocation | null {
  const [first, second, rawApplicantId, rawRating, ...rest] = pathSegments(pathname);
  if (first !== 'email' || second !== 'rate-recommended-candidate' || !rawApplicantId || rest.length > 0)
    return null;
  const applicantId = safeDecode(rawApplicantId);
  if (!isRecordId(applicantId)) return null;
  if (rawRating === 'good') return { applicantId, rating: 'GOOD' };
  if (rawRating === 'bad') return { applicantId, rating: 'BAD' };
  return null;
}

/** The link's `listingId`, or null when it is missing or not an id (the page says the link is broken). */
export function rateLinkListingId(url: URL): number | null {
  const raw = url.searchParams.get('listingId');
  return raw !== null && isRecordId(raw) ? Number(raw) : null;
}

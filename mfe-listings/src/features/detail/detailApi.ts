import type { ListingSummary, ListingType, OrgSummary, PlaceSummary, Salary } from '@opengood/contracts';
import type { HttpClient } from '@opengood/platform';

export type DetailKind = ListingType | 'ORG';

export interface ListingDetail {
  type: string;
  id: number;
  listingType: ListingType;
  title: string;
  slug: string;
  locale: string;
  org: OrgSummary | null;
  description?: string;
  locationType?: 'ONSITE' | 'REMOTE' | 'HYBRID';
  location?: PlaceSummary | null;
  functions?: string[];
  areasOfFocus?: string[];
  publishedAt?: string | null;
  expiresAt?: string | null;
  jobType?: string | null;
  professionalLevel?: string | null;
  education?: string | null;
  salary?: Salary | null;
  payment?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
}

export interface OrgDetail {
  type: 'ORG' | 'UNPUBLISHED_ORG';
  id: number;
  name: string;
  slug: string;
  orgType: string;
  locale: string;
  description?: string;
  website?: string | null;
  location?: PlaceSummary | null;
  areasOfFocus?: string[];
  listingCounts?: Record<ListingType, number>;
  recentListings?: ListingSummary[];
}

const RESOURCE: Record<DetailKind, string> = {
  JOB: 'jobs',
  INTERNSHIP: 'internships',
  VOLOP: 'volops',
  EVENT: 'events',
  ORG: 'organizations',
};

export async function fetchDetail(
  http: HttpClient,
  kind: DetailKind,
  id: string,
  signal?: AbortSignal,
): Promise<ListingDetail | OrgDetail> {
  const body = await http.get<{ data: ListingDetail | OrgDetail }>(
    `/data/website/${RESOURCE[kind]}/${encodeURIComponent(id)}`,
    { signal },
  );
  return body.data;
}

/** What a detail page shows: a listing, or an organisation profile. */
export type Detail = { kind: 'listing'; listing: ListingDetail } | { kind: 'org'; org: OrgDetail };

/** The detail page's loader; the same call a server renderer would make. */
export async function loadDetail(
  http: HttpClient,
  target: { type: DetailKind; id: string },
  signal?: AbortSignal,
): Promise<Detail> {
  const data = await fetchDetail(http, target.type, target.id, signal);
  return target.type === 'ORG'
    ? { kind: 'org', org: data as OrgDetail }
    : { kind: 'listing', listing: data as ListingDetail };
}

export function detailTitle(detail: Detail): string {
  return detail.kind === 'org' ? detail.org.name : detail.listing.title;
}

export function isUnpublished(detail: { type: string }): boolean {
  return detail.type.startsWith('UNPUBLISHED_');
}

import type { ListingSummary, ListingType } from '@opengood/contracts';
import type { HttpClient } from '@opengood/platform';

/** The organisation as the dashboard reads it (api: GET /data/orgdashboard/{orgId}/organization). */
export interface DashboardOrg {
  id: number;
  name: string;
  slug: string;
  orgType: string;
  locale?: string;
  status?: string;
  [field: string]: unknown;
}

export interface OrgDashboardOverview {
  org: DashboardOrg;
  listingCounts: Partial<Record<ListingType, number>>;
  recentListings: ListingSummary[];
}

export function orgDashboardUrl(orgId: string): string {
  return `/data/orgdashboard/${encodeURIComponent(orgId)}/organization`;
}

/** Plain loader of the dashboard's first screen; a saga runs it in the browser, a server renderer could too. */
export async function fetchOrgDashboard(http: HttpClient, orgId: string): Promise<OrgDashboardOverview> {
  const body = await http.get<{ data: OrgDashboardOverview }>(orgDashboardUrl(orgId));
  return {
    org: body.data.org,
    listingCounts: body.data.listingCounts ?? {},
    recentListings: body.data.recentListings ?? [],
  };
}

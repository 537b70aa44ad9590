import { createSelector } from '@reduxjs/toolkit';
import { LISTING_TYPES, type ListingSummary, type ListingType } from '@opengood/contracts';
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

/** The dashboard's loader (one per organisation, whatever the section); runnable on a server too. */
export async function fetchOrgDashboard(
  http: HttpClient,
  orgId: string,
  signal?: AbortSignal,
): Promise<OrgDashboardOverview> {
  const body = await http.get<{ data: OrgDashboardOverview }>(orgDashboardUrl(orgId), { signal });
  return {
    org: body.data.org,
    listingCounts: body.data.listingCounts ?? {},
    recentListings: body.data.recentListings ?? [],
  };
}

/** Counts for every listing type, in a fixed order, missing ones as 0 (memoised per loaded overview). */
export const selectListingCounts = createSelector(
  [(overview: OrgDashboardOverview) => overview.listingCounts],
  (counts) =>
    LISTING_TYPES.map((type): { type: ListingType; count: number } => ({ type, count: counts[type] ?? 0 })),
);

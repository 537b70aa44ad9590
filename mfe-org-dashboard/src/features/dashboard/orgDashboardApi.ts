import { createSelector } from '@reduxjs/toolkit';
import { LISTING_TYPES, type ListingType, type OrgDashboardOverview } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import type { HttpClient } from '@opengood/platform';

export type { OrgDashboardOverview };

/** The dashboard's loader (one per organisation, whatever the section); runnable on a server too. */
export async function fetchOrgDashboard(
  http: HttpClient,
  orgId: string,
  signal?: AbortSignal,
): Promise<OrgDashboardOverview> {
  const { data } = await http.call(routes.orgDashboard, { params: { orgId } }, { signal });
  return data;
}

/** Counts for every listing type, in a fixed order (memoised per loaded overview). */
export const selectListingCounts = createSelector(
  [(overview: OrgDashboardOverview) => overview.listingCounts],
  (counts) =>
    LISTING_TYPES.map((type): { type: ListingType; count: number } => ({ type, count: counts[type] })),
);

import type { OrgDashboardOverview } from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { countListingsByType, presentDashboardListing, recentListingsOfOrg } from '../listings';
import { findOrgById, RECENT_LISTINGS } from '../organizations';
import { presentDashboardOrg } from './orgDashboardPresenter';

/**
 * The admin's view: every listing whatever its state (each with where it is in its lifecycle), and the
 * organisation even when frozen.
 */
export async function getOrgDashboard(
  db: Db,
  orgId: number,
  now = new Date(),
): Promise<OrgDashboardOverview> {
  const row = await findOrgById(db, orgId);
  if (!row) throw new NotFoundError({ orgId: 'No organization with this id' });
  const [listingCounts, recent] = await Promise.all([
    countListingsByType(db, orgId, 'all'),
    recentListingsOfOrg(db, orgId, RECENT_LISTINGS, 'all'),
  ]);
  return {
    org: presentDashboardOrg(row),
    listingCounts,
    recentListings: recent.map((listing) => presentDashboardListing(listing, now)),
  };
}

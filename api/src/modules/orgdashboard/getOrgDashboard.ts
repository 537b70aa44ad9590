import type { OrgDashboardOverview } from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { countListingsByType, recentListingsOfOrg } from '../listings/listingRepository';
import { RECENT_LISTINGS } from '../organizations/getOrganization';
import { findOrgById } from '../organizations/organizationRepository';
import { presentDashboardListing, presentDashboardOrg } from './orgDashboardPresenter';

/** The admin's view: every listing whatever its status, and the organisation even when frozen. */
export async function getOrgDashboard(db: Db, orgId: number): Promise<OrgDashboardOverview> {
  const row = await findOrgById(db, orgId);
  if (!row) throw new NotFoundError({ orgId: 'No organization with this id' });
  const [listingCounts, recent] = await Promise.all([
    countListingsByType(db, orgId, false),
    recentListingsOfOrg(db, orgId, RECENT_LISTINGS, false),
  ]);
  return {
    org: presentDashboardOrg(row),
    listingCounts,
    recentListings: recent.map(presentDashboardListing),
  };
}

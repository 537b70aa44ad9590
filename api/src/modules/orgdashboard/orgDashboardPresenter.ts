import type { DashboardListing, DashboardOrg } from '@opengood/contracts';
import { isoDate } from '../../platform/db/isoDate';
import { presentListingSummary } from '../listings/listingPresenter';
import type { ListingRecord } from '../listings/listingRows';
import { presentOrgProfileFields } from '../organizations/organizationPresenter';
import type { OrgRecord } from '../organizations/organizationRows';

/** Admins see the organisation whatever its status, with the status and creation date. */
export function presentDashboardOrg(row: OrgRecord): DashboardOrg {
  return {
    type: 'ORG',
    ...presentOrgProfileFields(row),
    status: row.status,
    createdAt: isoDate(row.created_at),
  };
}

export function presentDashboardListing(row: ListingRecord): DashboardListing {
  return { ...presentListingSummary(row), status: row.status };
}

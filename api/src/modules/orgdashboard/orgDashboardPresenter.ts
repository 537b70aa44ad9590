import type { DashboardOrg } from '@opengood/contracts';
import { isoDate } from '../../platform/db/isoDate';
import { presentOrgProfileFields, type OrgRecord } from '../organizations';

/** Admins see the organisation whatever its status, with the status and creation date. */
export function presentDashboardOrg(row: OrgRecord): DashboardOrg {
  return {
    type: 'ORG',
    ...presentOrgProfileFields(row),
    status: row.status,
    createdAt: isoDate(row.created_at),
    placeId: row.place_id === null ? null : String(row.place_id),
    logoId: row.logo_public_id,
  };
}

// The organizations module's public face: the public profile (its route), organisations by id, which
// organisations the public may see (a frozen one it may not), and the sitemap's organisations.
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { organizationRoutes } from './organizationRoutes';

export const organizationsModule = defineModule<{ db: Db }>({
  name: 'organizations',
  routes: ({ db }) => organizationRoutes(db),
});

export { RECENT_LISTINGS } from './getOrganization';
export { orgLogoUrl, presentOrgProfileFields } from './organizationPresenter';
export {
  findOrganizationName,
  findOrgById,
  isDeletedOrg,
  findOrgsByIds,
  findPublicOrgChunks,
  findPublicOrgEntries,
} from './organizationRepository';
export { isPublicOrg, publicOrgSql, type OrgRecord } from './organizationRows';

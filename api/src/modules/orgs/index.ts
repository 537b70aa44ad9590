// The orgs module's public face: organisations and their teams (its routes). It owns the writes of
// organizations, org_admins, org_invites, org_admin_requests and org_selections: creating, editing,
// freezing and deleting an organisation; its admins and owners, invites and admin requests; the user's
// own organisations (api/README.md "orgs"; docs/product/organisations.md#admins).
import { defineModule } from '../../platform/modules';
import type { OrgsDeps } from './orgsDeps';
import { orgsRoutes } from './orgsRoutes';

export const orgsModule = defineModule<OrgsDeps>({
  name: 'orgs',
  routes: (deps) => orgsRoutes(deps),
});

export type { OrgsDeps } from './orgsDeps';

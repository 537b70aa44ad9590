// The orgdashboard module's public face: the organisation dashboard's overview (its route), and the
// organisation as its admins see it (the orgs module answers its changes with it).
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { orgDashboardRoutes } from './orgDashboardRoutes';

export const orgDashboardModule = defineModule<{ db: Db }>({
  name: 'orgdashboard',
  routes: ({ db }) => orgDashboardRoutes(db),
});

export { presentDashboardOrg } from './orgDashboardPresenter';

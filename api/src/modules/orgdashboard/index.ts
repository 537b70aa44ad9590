// The orgdashboard module's public face: the organisation dashboard's overview (its route).
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { orgDashboardRoutes } from './orgDashboardRoutes';

export const orgDashboardModule = defineModule<{ db: Db }>({
  name: 'orgdashboard',
  routes: ({ db }) => orgDashboardRoutes(db),
});

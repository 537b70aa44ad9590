// The analytics module's public face: tracked events (POST /data/tracked-events).
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import type { Limits } from '../../platform/security/limits';
import { analyticsRoutes } from './analyticsRoutes';

export const analyticsModule = defineModule<{ db: Db; limits: Limits }>({
  name: 'analytics',
  routes: ({ db, limits }) => analyticsRoutes(db, limits),
});

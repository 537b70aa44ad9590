// The notifications module's public face: the signed-in user's notifications, and their seed.
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { notificationRoutes } from './notificationRoutes';

export const notificationsModule = defineModule<{ db: Db }>({
  name: 'notifications',
  routes: ({ db }) => notificationRoutes(db),
});

export { seedNotifications } from './seedNotifications';

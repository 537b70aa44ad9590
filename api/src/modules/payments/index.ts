// The payments module's public face: the signed-in user's cards (through the payment provider).
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { paymentRoutes } from './paymentRoutes';

export const paymentsModule = defineModule<{ db: Db }>({
  name: 'payments',
  routes: ({ db }) => paymentRoutes(db),
});

// The environment module's public face: the visitor's environment and the cookie consent.
import type { PaymentProviderSettings } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { environmentRoutes } from './environmentRoutes';

export const environmentModule = defineModule<{
  db: Db;
  oidcSignIn: boolean;
  paymentProvider?: PaymentProviderSettings;
}>({
  name: 'environment',
  routes: ({ db, oidcSignIn, paymentProvider }) => environmentRoutes(db, { oidcSignIn, paymentProvider }),
});

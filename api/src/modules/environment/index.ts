// The environment module's public face: the visitor's environment and the cookie consent.
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { environmentRoutes } from './environmentRoutes';

export const environmentModule = defineModule<{ db: Db; oidcSignIn: boolean }>({
  name: 'environment',
  routes: ({ db, oidcSignIn }) => environmentRoutes(db, { oidcSignIn }),
});

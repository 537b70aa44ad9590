// The fairs module's public face: graduate fairs (its routes) and their seed. It owns the writes of
// grad_fairs, grad_fair_registrations and grad_fair_invites: the fairs anyone may read, an organisation's
// registrations, and the invitations a fair sends an organisation (api/README.md "Graduate fairs";
// docs/product/grad-fairs.md).
import { defineModule } from '../../platform/modules';
import type { FairsDeps } from './fairsDeps';
import { fairsRoutes } from './fairsRoutes';

export const fairsModule = defineModule<FairsDeps>({
  name: 'fairs',
  routes: (deps) => fairsRoutes(deps),
});

export type { FairsDeps } from './fairsDeps';
export { seedGradFairs } from './seedGradFairs';

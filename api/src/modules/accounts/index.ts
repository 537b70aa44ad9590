// The accounts module's public face: sign-up, log-in, account changes and the user's own record (its
// routes and the reset-mail job), the login throttle the composition root builds for them, the port
// through which other modules contribute to the User answer (userFacts.ts), and the mail recipients other
// modules look up (users is accounts' table; org_admins is the orgs module's).
import { defineModule } from '../../platform/modules';
import type { AccountDeps } from './accountDeps';
import { registerAccountJobs } from './accountJobs';
import { accountRoutes } from './accountRoutes';
import { oidcRoutes } from './oidcRoutes';
import { userRoutes } from './userRoutes';

export type AccountsModuleDeps = AccountDeps & {
  /** Sign-in with the OpenID Connect provider, when OIDC_* are configured (platform/auth/oidc.ts). */
  oidc: Parameters<typeof oidcRoutes>[0];
};

export const accountsModule = defineModule<AccountsModuleDeps>({
  name: 'accounts',
  routes: (deps) => [accountRoutes(deps), userRoutes(deps), oidcRoutes(deps.oidc)],
  jobs: (queue, deps) => registerAccountJobs(queue, deps),
});

export type { AccountDeps } from './accountDeps';
export { createLoginThrottle, type LoginThrottle } from './loginThrottle';
export { NO_USER_FACTS, type UserFacts, type UserFactsSource } from './userFacts';
export {
  findOrgAdminRecipients,
  findRecipient,
  findRecipientByEmail,
  lockUser,
  type Recipient,
} from './userRepository';
export { searchUsersForStaff, type StaffUserRow } from './staffUserSearch';

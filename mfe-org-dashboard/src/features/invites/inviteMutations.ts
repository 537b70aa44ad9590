import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { ORG_DASHBOARD_AREA } from '../../area';

/** The signed-in user, whose verified address is the invite's, becomes an admin of its organisation. */
export const acceptInvite = defineMutation({
  name: 'mfe-org-dashboard/acceptInvite',
  route: routes.acceptInvite,
  input: (inviteId: string) => ({ params: { inviteId } }),
  // "Confirm your email first", "this invite is for another address": the page says them (403).
  config: { redirectOnAuthErrors: false },
  refreshes: () => [{ area: ORG_DASHBOARD_AREA, pages: ['invite', 'select-org'] }],
});

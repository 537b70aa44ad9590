import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { LISTINGS_AREA } from '../../area';

/**
 * A signed-in user asks to administer the organisation of the profile they are on
 * (docs/product/organisations.md#admins): its admins answer from their dashboard's team page.
 */
export const requestAdminAccess = defineMutation({
  name: `${LISTINGS_AREA}/requestAdminAccess`,
  route: routes.requestAdminAccess,
  input: (orgId: number) => ({ params: { orgId: String(orgId) } }),
  // An unconfirmed address (403) is said beside the button, not a trip home.
  config: { redirectOnAuthErrors: false },
  refreshes: () => [{ area: 'mfe-org-dashboard', pages: ['admins'] }],
});

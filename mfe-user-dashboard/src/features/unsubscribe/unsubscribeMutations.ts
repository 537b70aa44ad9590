import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { USER_DASHBOARD_AREA } from '../../area';
import { linkInput, orgLinkInput, type UnsubscribeLinkParams } from './unsubscribeApi';

// The one-click unsubscribe of a mail's signed link, and its undo, personal and org variants (no session:
// the signature is the key). The link's page is loaded again after each, so going back to it shows where
// the preference stands.

type OrgLink = UnsubscribeLinkParams & { orgId: string };
const linkPage = () => [{ area: USER_DASHBOARD_AREA, pages: ['unsubscribe-link'] }];

export const unsubscribe = defineMutation({
  name: 'mfe-user-dashboard/unsubscribe',
  route: routes.unsubscribe,
  input: (link: UnsubscribeLinkParams) => linkInput(link),
  refreshes: linkPage,
});

export const resubscribe = defineMutation({
  name: 'mfe-user-dashboard/resubscribe',
  route: routes.resubscribe,
  input: (link: UnsubscribeLinkParams) => linkInput(link),
  refreshes: linkPage,
});

export const orgUnsubscribe = defineMutation({
  name: 'mfe-user-dashboard/orgUnsubscribe',
  route: routes.orgUnsubscribe,
  input: (link: OrgLink) => orgLinkInput(link),
  refreshes: linkPage,
});

export const orgResubscribe = defineMutation({
  name: 'mfe-user-dashboard/orgResubscribe',
  route: routes.orgResubscribe,
  input: (link: OrgLink) => orgLinkInput(link),
  refreshes: linkPage,
});

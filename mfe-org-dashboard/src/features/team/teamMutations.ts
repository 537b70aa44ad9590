import type { AdminEmailRequest } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { ORG_DASHBOARD_AREA } from '../../area';

// The team's writes (docs/product/organisations.md#admins): each one loads the team page again.

const teamPage = [{ area: ORG_DASHBOARD_AREA, pages: ['admins'] }];
type OrgArgs = { orgId: string };

export const addAdmin = defineMutation({
  name: 'mfe-org-dashboard/addAdmin',
  route: routes.addAdmin,
  input: ({ orgId, email }: OrgArgs & AdminEmailRequest) => ({ params: { orgId }, body: { email } }),
  refreshes: () => teamPage,
});

export const addOwner = defineMutation({
  name: 'mfe-org-dashboard/addOwner',
  route: routes.addOwner,
  // Its 403s (not an owner, an owner a plain admin may not remove) are said on the page.
  config: { redirectOnAuthErrors: false },
  input: ({ orgId, email }: OrgArgs & AdminEmailRequest) => ({ params: { orgId }, body: { email } }),
  refreshes: () => teamPage,
});

export const removeAdmin = defineMutation({
  name: 'mfe-org-dashboard/removeAdmin',
  route: routes.removeAdmin,
  // Its 403s (not an owner, an owner a plain admin may not remove) are said on the page.
  config: { redirectOnAuthErrors: false },
  input: ({ orgId, adminId }: OrgArgs & { adminId: number }) => ({
    params: { orgId, adminId: String(adminId) },
  }),
  // Removing oneself leads away (TeamPage): the team on screen is not loaded again, which would only meet
  // a 403 now and send the user home over the page they are going to; the dashboard and the chooser are.
  refreshes: (_args, answer) => [
    {
      area: ORG_DASHBOARD_AREA,
      pages: answer.data.self ? ['dashboard', 'select-org'] : ['admins', 'select-org'],
    },
  ],
});

export const resendInvite = defineMutation({
  name: 'mfe-org-dashboard/resendInvite',
  route: routes.resendInvite,
  input: ({ orgId, inviteId }: OrgArgs & { inviteId: string }) => ({ params: { orgId, inviteId } }),
  refreshes: () => teamPage,
});

export const revokeInvite = defineMutation({
  name: 'mfe-org-dashboard/revokeInvite',
  route: routes.revokeInvite,
  input: ({ orgId, inviteId }: OrgArgs & { inviteId: string }) => ({ params: { orgId, inviteId } }),
  refreshes: () => teamPage,
});

export const answerAdminRequest = defineMutation({
  name: 'mfe-org-dashboard/answerAdminRequest',
  route: routes.answerAdminRequest,
  input: ({ orgId, requestId, approved }: OrgArgs & { requestId: number; approved: boolean }) => ({
    params: { orgId, requestId: String(requestId) },
    body: { approved },
  }),
  refreshes: () => teamPage,
});

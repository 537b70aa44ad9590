import {
  ORG_LOGO_FILE_FIELD,
  type DeleteOrgRequest,
  type OrgInput,
  type OrgStatus,
} from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { ORG_DASHBOARD_AREA } from '../../area';

// The organisation's own writes (docs/product/organisations.md#admins): create, edit, freeze, delete,
// and the user's choice of the organisation they manage.

const dashboardPages = [{ area: ORG_DASHBOARD_AREA, pages: ['dashboard', 'admins', 'select-org'] }];

export const createOrganization = defineMutation({
  name: 'mfe-org-dashboard/createOrganization',
  route: routes.createOrganization,
  input: (org: OrgInput) => ({ body: org }),
  refreshes: () => [{ area: ORG_DASHBOARD_AREA, pages: ['select-org'] }],
});

/** A logo for the form (multipart; the api checks its content and resizes it); saving the form makes it the organisation's. */
export const uploadOrgLogo = defineMutation({
  name: 'mfe-org-dashboard/uploadOrgLogo',
  route: routes.uploadOrgLogo,
  input: (file: File) => {
    const body = new FormData();
    body.append(ORG_LOGO_FILE_FIELD, file);
    return { body };
  },
});

export const updateOrganization = defineMutation({
  name: 'mfe-org-dashboard/updateOrganization',
  route: routes.updateOrganization,
  input: ({ orgId, org }: { orgId: string; org: OrgInput }) => ({ params: { orgId }, body: org }),
  refreshes: () => dashboardPages,
});

/** Staff only: freeze an organisation (hidden from the public) or publish it again. */
export const setOrganizationStatus = defineMutation({
  name: 'mfe-org-dashboard/setOrganizationStatus',
  route: routes.setOrganizationStatus,
  input: ({ orgId, status }: { orgId: string; status: OrgStatus }) => ({
    params: { orgId },
    body: { status },
  }),
  refreshes: () => dashboardPages,
});

export const deleteOrganization = defineMutation({
  name: 'mfe-org-dashboard/deleteOrganization',
  route: routes.deleteOrganization,
  // Its 403s (not an owner, an owner a plain admin may not remove) are said on the page.
  config: { redirectOnAuthErrors: false },
  input: ({ orgId, confirmName }: { orgId: string } & DeleteOrgRequest) => ({
    params: { orgId },
    body: { confirmName },
  }),
  // Deleting leads away (EditOrgSection): the organisation's page on screen (its dashboard) is not loaded
  // again, which would only meet a 403 now and send the user home over the page they are going to.
  refreshes: () => [{ area: ORG_DASHBOARD_AREA, pages: ['admins', 'select-org'] }],
});

/** Remembers the organisation the user manages (the one /admins and /edit-org lead to). */
export const selectOrganization = defineMutation({
  name: 'mfe-org-dashboard/selectOrganization',
  route: routes.selectOrganization,
  input: (orgId: number) => ({ body: { orgId } }),
  refreshes: () => [{ area: ORG_DASHBOARD_AREA, pages: ['select-org'] }],
});

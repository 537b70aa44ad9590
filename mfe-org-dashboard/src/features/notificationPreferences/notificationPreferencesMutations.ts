import type { OrgNotificationPreferences } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { ORG_DASHBOARD_AREA } from '../../area';

// The admin's own preferences for the organisation's mails (docs/product/organisations.md#notification-preferences).

export const updateOrgNotificationPreferences = defineMutation({
  name: 'mfe-org-dashboard/updateOrgNotificationPreferences',
  route: routes.updateOrgNotificationPreferences,
  input: ({ orgId, preferences }: { orgId: string; preferences: OrgNotificationPreferences }) => ({
    params: { orgId },
    body: preferences,
  }),
  refreshes: () => [{ area: ORG_DASHBOARD_AREA, pages: ['notification-preferences'] }],
});

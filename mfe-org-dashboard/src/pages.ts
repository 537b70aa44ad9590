import { isRecordId } from '@opengood/routes';
import { routes } from '@opengood/contracts/routes';
import { definePages } from '@opengood/platform';
import { ORG_DASHBOARD_AREA } from './area';
import { fetchOrgDashboard } from './features/dashboard/orgDashboardApi';
import { OrgDashboardView } from './features/dashboard/OrgDashboardView';
import { parseDashboardPath } from './features/dashboard/sections';
import { CreateOrgPage } from './features/orgs/CreateOrgPage';
import { InvitePage } from './features/invites/InvitePage';
import { SelectOrgPage } from './features/selectOrg/SelectOrgPage';
import { NotificationPreferencesSection } from './features/notificationPreferences/NotificationPreferencesSection';
import {
  parseAdminsPath,
  parseNotificationPreferencesPath,
  parseOrgRoute,
  type OrgRoute,
} from './features/shared/orgRoutes';
import { TeamPage } from './features/team/TeamPage';

export { ORG_DASHBOARD_AREA };

/** `params` when the URL is that kind of organisation page. */
function routeOf<K extends OrgRoute['kind']>(kind: K) {
  return (url: URL) => {
    const route = parseOrgRoute(url.pathname);
    return route?.kind === kind ? (route as Extract<OrgRoute, { kind: K }>) : null;
  };
}

/**
 * /admin/{orgId}[/section…]: one organisation loaded once for all its sections (its team page loads the
 * team beside it, its notification preferences the admin's preferences); and the organisation pages
 * outside it: create, choose, an invitation.
 */
export const orgDashboardPages = definePages({ area: ORG_DASHBOARD_AREA, ns: 'orgDashboard' }, (page) => [
  page({
    id: 'create',
    match: routeOf('create'),
    View: CreateOrgPage,
    meta: ({ t }) => ({ title: t('create.title') }),
  }),
  page({
    id: 'select-org',
    match: routeOf('select'),
    dataKey: () => 'mine',
    load: async ({ http, signal }) =>
      (await http.call(routes.myOrganizations, {}, { signal })).data.organizations,
    View: SelectOrgPage,
    meta: ({ t }) => ({ title: t('selectOrg.title') }),
  }),
  page({
    id: 'invite',
    match: routeOf('invite'),
    load: async ({ http, params, signal }) =>
      (await http.call(routes.invite, { params: { inviteId: params.inviteId } }, { signal })).data.invite,
    View: InvitePage,
    meta: ({ t, data }) => ({ title: data ? t('invite.heading', { org: data.orgName }) : t('invite.title') }),
  }),
  page({
    id: 'admins',
    match: (url) => parseAdminsPath(url.pathname),
    dataKey: ({ orgId }) => orgId,
    load: async ({ http, params, signal }) => {
      const [overview, team] = await Promise.all([
        fetchOrgDashboard(http, params.orgId, signal),
        http.call(routes.orgTeam, { params: { orgId: params.orgId } }, { signal }),
      ]);
      return { overview, team: team.data };
    },
    View: TeamPage,
    meta: ({ data, t }) =>
      data ? { title: `${t('sections.admins.title')} – ${data.overview.org.name}` } : {},
  }),
  page({
    id: 'notification-preferences',
    match: (url) => parseNotificationPreferencesPath(url.pathname),
    dataKey: ({ orgId }) => orgId,
    load: async ({ http, params, signal }) => {
      const [overview, preferences] = await Promise.all([
        fetchOrgDashboard(http, params.orgId, signal),
        http.call(routes.orgNotificationPreferences, { params: { orgId: params.orgId } }, { signal }),
      ]);
      return { overview, preferences: preferences.data };
    },
    View: NotificationPreferencesSection,
    meta: ({ data, t }) =>
      data ? { title: `${t('sections.notification-preferences.title')} – ${data.overview.org.name}` } : {},
  }),
  page({
    id: 'dashboard',
    match: (url) => {
      const location = parseDashboardPath(url.pathname);
      // The notification preferences are a page of their own (above): a longer path is none of ours.
      if (location?.section === 'notification-preferences') return null;
      return location && isRecordId(location.orgId) ? location : null;
    },
    dataKey: ({ orgId }) => orgId,
    load: ({ http, params, signal }) => fetchOrgDashboard(http, params.orgId, signal),
    View: OrgDashboardView,
    meta: ({ data, params, t }) => {
      if (!data) return {};
      const name = data.org.name;
      return {
        title: params.section
          ? `${t(`sections.${params.section}.title`)} – ${name}`
          : t('documentTitle', { name }),
      };
    },
  }),
]);

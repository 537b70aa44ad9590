import type { ApplicationsAnswer } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { definePages, type HttpClient } from '@opengood/platform';
import { USER_DASHBOARD_AREA } from './area';
import { AccountSettingsPage } from './features/account/AccountSettingsPage';
import {
  ApplicationHistoryPage,
  type ApplicationHistoryParams,
} from './features/applications/ApplicationHistoryPage';
import {
  dashboardRouteForPath,
  type DashboardRoute,
  type DashboardSection,
} from './features/dashboard/dashboardRoutes';
import { DashboardHome } from './features/dashboard/DashboardHome';
import { DashboardFrame } from './features/layout/DashboardFrame';
import { AddCardPage } from './features/payments/AddCardPage';
import { NotificationPreferencesPage } from './features/notifications/NotificationPreferencesPage';
import { ProfilePage } from './features/profile/ProfilePage';
import { WorkHistoryPage } from './features/profile/WorkHistoryPage';
import { PublicProfilePage } from './features/publicProfile/PublicProfilePage';
import { UnsubscribeLinkPage } from './features/unsubscribe/UnsubscribeLinkPage';
import { loadUnsubscribeLink, matchUnsubscribeLink } from './features/unsubscribe/unsubscribeApi';
import { SavedItemsPage, type SavedItemsData } from './features/savedItems/SavedItemsPage';
import { TAB_TYPES, savedItemsParams } from './features/savedItems/savedItemsRoutes';

export { USER_DASHBOARD_AREA };

// What the pages load: each a /data call named by its route (the contracts' route table).
const applicantProfile = async (http: HttpClient, signal?: AbortSignal) =>
  (await http.call(routes.applicantProfile, {}, { signal })).profile;
const generalSettings = async (http: HttpClient, signal?: AbortSignal) =>
  (await http.call(routes.generalSettings, {}, { signal })).generalSettings;

/** The route of a URL when it is of the given kind (docs/product/user-dashboard.md#routes, read once in dashboardRoutes). */
function routeOf<K extends DashboardRoute['kind']>(kind: K) {
  return (url: URL) => {
    const route = dashboardRouteForPath(url.pathname);
    return route.kind === kind ? (route as Extract<DashboardRoute, { kind: K }>) : null;
  };
}

/** `{ section }` when the URL is that dashboard section. */
function sectionOf<S extends DashboardSection>(section: S) {
  return (url: URL) => {
    const route = dashboardRouteForPath(url.pathname);
    return route.kind === 'section' && route.section === section ? { section } : null;
  };
}

const pageParam = (url: URL) => {
  const page = url.searchParams.get('page');
  return page !== null && /^[1-9]\d{0,4}$/.test(page) ? Number(page) : 1;
};

/**
 * The area's pages. Loaders are plain functions of the URL (runnable on a server); the dashboard's section
 * pages share the frame (navigation, heading, the sign-in prompt when the session has no user).
 */
export const userDashboardPages = definePages({ area: USER_DASHBOARD_AREA, ns: 'userDashboard' }, (page) => [
  page({
    id: 'home',
    match: routeOf('home'),
    View: DashboardHome,
    meta: ({ t }) => ({ title: t('home.title') }),
  }),
  page<ReturnType<typeof savedItemsParams>, SavedItemsData>({
    id: 'saved-items',
    match: (url) => (sectionOf('saved-items')(url) ? savedItemsParams(url.searchParams) : null),
    dataKey: ({ tab, page: n }) => `${tab}:${n}`,
    load: async ({ http, params, signal }): Promise<SavedItemsData> =>
      params.tab === 'searches'
        ? {
            kind: 'searches',
            answer: await http.call(routes.savedSearches, { query: { page: params.page } }, { signal }),
          }
        : {
            kind: 'listings',
            answer: await http.call(
              routes.savedListings,
              { query: { type: TAB_TYPES[params.tab], page: params.page } },
              { signal },
            ),
          },
    Frame: DashboardFrame,
    View: SavedItemsPage,
    meta: ({ t }) => ({ title: t('sections.saved-items.title') }),
  }),
  page({
    id: 'profile',
    match: sectionOf('profile'),
    dataKey: () => 'profile',
    load: async ({ http, signal }) => {
      const [profile, settings] = await Promise.all([
        applicantProfile(http, signal),
        generalSettings(http, signal),
      ]);
      return { profile, settings };
    },
    Frame: DashboardFrame,
    View: ProfilePage,
    meta: ({ t }) => ({ title: t('sections.profile.title') }),
  }),
  page({
    id: 'professional-experience',
    match: sectionOf('professional-experience'),
    dataKey: () => 'experience',
    load: ({ http, signal }) => applicantProfile(http, signal),
    Frame: DashboardFrame,
    View: WorkHistoryPage,
    meta: ({ t }) => ({ title: t('sections.professional-experience.title') }),
  }),
  page<ApplicationHistoryParams, ApplicationsAnswer>({
    id: 'application-history',
    match: (url) =>
      sectionOf('application-history')(url) ? { section: 'application-history', page: pageParam(url) } : null,
    dataKey: ({ page: n }) => String(n),
    load: ({ http, params, signal }) =>
      http.call(routes.applications, { query: { page: params.page } }, { signal }),
    Frame: DashboardFrame,
    View: ApplicationHistoryPage,
    meta: ({ t }) => ({ title: t('sections.application-history.title') }),
  }),
  page({
    id: 'account-settings',
    match: sectionOf('account-settings'),
    dataKey: () => 'account',
    load: ({ http, signal }) => http.call(routes.canDelete, {}, { signal }),
    Frame: DashboardFrame,
    View: AccountSettingsPage,
    meta: ({ t }) => ({ title: t('sections.account-settings.title') }),
  }),
  page({
    id: 'notification-preferences',
    match: sectionOf('notification-preferences'),
    dataKey: () => 'preferences',
    load: async ({ http, signal }) => {
      const [settings, notifications] = await Promise.all([
        generalSettings(http, signal),
        http.call(routes.notifications, {}, { signal }),
      ]);
      return { settings, notifications: notifications.data };
    },
    Frame: DashboardFrame,
    View: NotificationPreferencesPage,
    meta: ({ t }) => ({ title: t('sections.notification-preferences.title') }),
  }),
  page({
    id: 'payment-methods',
    match: sectionOf('payment-methods'),
    dataKey: () => 'cards',
    load: async ({ http, signal }) => (await http.call(routes.paymentMethods, {}, { signal })).paymentMethods,
    Frame: DashboardFrame,
    View: AddCardPage,
    meta: ({ t }) => ({ title: t('sections.payment-methods.title') }),
  }),
  page({ id: 'moved', match: routeOf('redirect'), redirect: ({ to }, url) => to + url.search }),
  page({
    // A mail's signed unsubscribe link, personal or org/ variant: one click, no log-in.
    id: 'unsubscribe-link',
    match: matchUnsubscribeLink,
    load: ({ http, params, signal }) => loadUnsubscribeLink(http, params, signal),
    View: UnsubscribeLinkPage,
    meta: ({ t }) => ({ title: t('unsubscribeLink.title') }),
  }),
  page({
    id: 'public-profile',
    match: routeOf('publicProfile'),
    load: async ({ http, params, signal }) =>
      (await http.call(routes.publicProfile, { params: { username: params.username } }, { signal })).profile,
    View: PublicProfilePage,
    meta: ({ data }) => ({ title: data?.name ?? null }),
  }),
]);

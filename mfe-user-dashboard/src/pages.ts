import { definePages } from '@opengood/platform';
import { dashboardRouteForPath, type DashboardRoute } from './features/dashboard/dashboardRoutes';
import { DashboardHome } from './features/dashboard/DashboardHome';
import { SectionPage } from './features/dashboard/SectionPage';
import { UnsubscribePage } from './features/dashboard/UnsubscribePage';

export const USER_DASHBOARD_AREA = 'mfe-user-dashboard';

/** The route of a URL when it is of the given kind (spec §2 paths, read once in dashboardRoutes). */
function routeOf<K extends DashboardRoute['kind']>(kind: K) {
  return (url: URL) => {
    const route = dashboardRouteForPath(url.pathname);
    return route.kind === kind ? (route as Extract<DashboardRoute, { kind: K }>) : null;
  };
}

/** Nothing here loads data until accounts and sessions exist: every page is static, with its title. */
export const userDashboardPages = definePages({ area: USER_DASHBOARD_AREA, ns: 'userDashboard' }, (page) => [
  page({
    id: 'home',
    match: routeOf('home'),
    View: DashboardHome,
    meta: ({ t }) => ({ title: t('home.title') }),
  }),
  page({
    id: 'section',
    match: routeOf('section'),
    View: SectionPage,
    meta: ({ t, params }) => ({ title: t(`sections.${params.section}.title`) }),
  }),
  page({ id: 'moved', match: routeOf('redirect'), redirect: ({ to }, url) => to + url.search }),
  page({
    id: 'unsubscribe',
    match: routeOf('unsubscribe'),
    View: UnsubscribePage,
    meta: ({ t }) => ({ title: t('unsubscribe.title') }),
  }),
]);

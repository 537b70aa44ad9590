import type { Feature } from '@opengood/platform';
import { USER_DASHBOARD_AREA, userDashboardPages } from './pages';
import { USER_DASHBOARD_NS, translations } from './i18n';

/** No state of its own yet: account data joins once sessions exist. */
export const userDashboardFeature: Feature = {
  area: USER_DASHBOARD_AREA,
  pages: userDashboardPages,
  ns: USER_DASHBOARD_NS,
  translations,
};

import { LISTING_WIDGETS_NS, listingWidgetsTranslations } from '@opengood/feature-listings';
import type { Feature } from '@opengood/platform';
import { ORG_DASHBOARD_AREA, orgDashboardPages } from './pages';
import { ORG_DASHBOARD_NS, translations } from './i18n';

export const orgDashboardFeature: Feature = {
  area: ORG_DASHBOARD_AREA,
  pages: orgDashboardPages,
  ns: ORG_DASHBOARD_NS,
  translations,
  namespaces: [{ ns: LISTING_WIDGETS_NS, translations: listingWidgetsTranslations }],
};

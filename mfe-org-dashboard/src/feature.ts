import { LISTING_WIDGETS_NS, listingWidgetsTranslations } from '@opengood/feature-listings';
import type { Feature } from '@opengood/platform';
import { orgDashboardSlice } from './features/dashboard/orgDashboardSlice';
import { orgDashboardSaga } from './features/dashboard/orgDashboardSaga';
import { translations } from './i18n';

export const orgDashboardFeature: Feature = {
  key: 'mfe-org-dashboard',
  slices: [orgDashboardSlice],
  saga: orgDashboardSaga,
  ns: 'orgDashboard',
  translations,
  namespaces: [{ ns: LISTING_WIDGETS_NS, translations: listingWidgetsTranslations }],
};

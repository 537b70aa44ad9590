import type { Feature } from '@opengood/platform';
import { listingWidgetsTranslations, LISTING_WIDGETS_NS } from '@opengood/feature-listings';
import { locationInputTranslations, LOCATION_INPUT_NS } from '@opengood/feature-location';
import './store';
import { accountSlice } from './features/account/accountSlice';
import { settingsSlice } from './features/notifications/settingsSlice';
import { paymentsSlice } from './features/payments/paymentsSlice';
import { applicantProfileSlice } from './features/profile/applicantProfileSlice';
import { savedSearchesSlice } from './features/savedItems/savedSearchesSlice';
import { USER_DASHBOARD_AREA, userDashboardPages } from './pages';
import { userDashboardSaga } from './saga';
import { USER_DASHBOARD_NS, translations } from './i18n';

/** The user dashboard: its pages, one slice per feature (`mfe-user-dashboard/<name>`), their sagas. */
export const userDashboardFeature: Feature = {
  area: USER_DASHBOARD_AREA,
  pages: userDashboardPages,
  slices: [savedSearchesSlice, applicantProfileSlice, settingsSlice, accountSlice, paymentsSlice],
  saga: userDashboardSaga,
  ns: USER_DASHBOARD_NS,
  translations,
  namespaces: [
    { ns: LISTING_WIDGETS_NS, translations: listingWidgetsTranslations },
    { ns: LOCATION_INPUT_NS, translations: locationInputTranslations },
  ],
};

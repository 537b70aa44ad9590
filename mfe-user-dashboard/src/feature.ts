import type { Feature } from '@opengood/platform';
import { userDashboardSlice } from './features/dashboard/userDashboardSlice';
import { translations } from './i18n';

/** No saga yet: nothing here loads data until accounts and sessions exist. */
export const userDashboardFeature: Feature = {
  key: 'mfe-user-dashboard',
  slices: [userDashboardSlice],
  ns: 'userDashboard',
  translations,
};

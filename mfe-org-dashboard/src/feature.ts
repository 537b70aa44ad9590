import type { Feature } from '@opengood/shared-ui';
import { orgDashboardSlice } from './features/dashboard/orgDashboardSlice';
import { orgDashboardSaga } from './features/dashboard/orgDashboardSaga';
import { translations } from './i18n';

export const orgDashboardFeature: Feature = {
  key: 'mfe-org-dashboard',
  slices: [orgDashboardSlice],
  saga: orgDashboardSaga,
  ns: 'orgDashboard',
  translations,
};

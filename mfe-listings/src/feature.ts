import type { Feature } from '@opengood/shared-ui';
import { detailSlice } from './features/detail/detailSlice';
import { detailSaga } from './features/detail/detailSaga';
import { translations } from './i18n';

export const listingsFeature: Feature = {
  key: 'mfe-listings',
  slices: [detailSlice],
  saga: detailSaga,
  ns: 'listings',
  translations,
};

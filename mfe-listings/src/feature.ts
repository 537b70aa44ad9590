import { LISTING_WIDGETS_NS, listingWidgetsTranslations } from '@opengood/feature-listings';
import type { Feature } from '@opengood/platform';
import { detailSlice } from './features/detail/detailSlice';
import { detailSaga } from './features/detail/detailSaga';
import { translations } from './i18n';

export const listingsFeature: Feature = {
  key: 'mfe-listings',
  slices: [detailSlice],
  saga: detailSaga,
  ns: 'listings',
  translations,
  namespaces: [{ ns: LISTING_WIDGETS_NS, translations: listingWidgetsTranslations }],
};

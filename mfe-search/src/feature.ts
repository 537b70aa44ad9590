import { LISTING_WIDGETS_NS, listingWidgetsTranslations } from '@opengood/feature-listings';
import { all } from 'redux-saga/effects';
import type { Feature } from '@opengood/platform';
import { searchSlice } from './features/search/searchSlice';
import { searchSaga } from './features/search/searchSaga';
import { contentSlice } from './features/content/contentSlice';
import { contentSaga } from './features/content/contentSaga';
import { translations } from './i18n';

export const discoveryFeature: Feature = {
  key: 'mfe-search',
  slices: [searchSlice, contentSlice],
  *saga() {
    yield all([searchSaga(), contentSaga()]);
  },
  ns: 'search',
  translations,
  namespaces: [{ ns: LISTING_WIDGETS_NS, translations: listingWidgetsTranslations }],
};

import { LISTING_WIDGETS_NS, listingWidgetsTranslations } from '@opengood/feature-listings';
import type { Feature } from '@opengood/platform';
import { LISTINGS_AREA, listingPages } from './pages';
import { LISTINGS_NS, translations } from './i18n';
import { applySaga } from './features/apply/applySaga';
import { applySlice } from './features/apply/applySlice';

export const listingsFeature: Feature = {
  area: LISTINGS_AREA,
  pages: listingPages,
  ns: LISTINGS_NS,
  translations,
  slices: [applySlice],
  saga: applySaga,
  namespaces: [{ ns: LISTING_WIDGETS_NS, translations: listingWidgetsTranslations }],
};

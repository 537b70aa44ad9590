import { LISTING_WIDGETS_NS, listingWidgetsTranslations } from '@opengood/feature-listings';
import type { Feature } from '@opengood/platform';
import { LISTINGS_AREA, listingPages } from './pages';
import { LISTINGS_NS, translations } from './i18n';

export const listingsFeature: Feature = {
  area: LISTINGS_AREA,
  pages: listingPages,
  ns: LISTINGS_NS,
  translations,
  namespaces: [{ ns: LISTING_WIDGETS_NS, translations: listingWidgetsTranslations }],
};

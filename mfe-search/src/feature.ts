import { LISTING_WIDGETS_NS, listingWidgetsTranslations } from '@opengood/feature-listings';
import type { Feature } from '@opengood/platform';
import { DISCOVERY_AREA, discoveryPages } from './pages';
import { SEARCH_NS, translations } from './i18n';

/** No state of its own: pages are loaded by the platform, the search form keeps its text locally. */
export const discoveryFeature: Feature = {
  area: DISCOVERY_AREA,
  pages: discoveryPages,
  ns: SEARCH_NS,
  translations,
  namespaces: [{ ns: LISTING_WIDGETS_NS, translations: listingWidgetsTranslations }],
};

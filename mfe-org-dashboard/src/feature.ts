import { LISTING_WIDGETS_NS, listingWidgetsTranslations } from '@opengood/feature-listings';
import { LOCATION_INPUT_NS, locationInputTranslations } from '@opengood/feature-location';
import { CARD_ENTRY_NS, cardEntryTranslations } from '@opengood/feature-payments';
import type { Feature } from '@opengood/platform';
import { ORG_DASHBOARD_AREA, orgDashboardPages } from './pages';
import { ORG_DASHBOARD_NS, translations } from './i18n';

export const orgDashboardFeature: Feature = {
  area: ORG_DASHBOARD_AREA,
  pages: orgDashboardPages,
  ns: ORG_DASHBOARD_NS,
  translations,
  namespaces: [
    { ns: LISTING_WIDGETS_NS, translations: listingWidgetsTranslations },
    // The organisation form's place (the shared location input).
    { ns: LOCATION_INPUT_NS, translations: locationInputTranslations },
    // The card entry of checkout and the donate pages (the shared card fields, Stripe.js or the local test server).
    { ns: CARD_ENTRY_NS, translations: cardEntryTranslations },
  ],
};

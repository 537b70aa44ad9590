import type { Feature } from '@opengood/platform';
import { listingWidgetsTranslations, LISTING_WIDGETS_NS } from '@opengood/feature-listings';
import { locationInputTranslations, LOCATION_INPUT_NS } from '@opengood/feature-location';
import { cardEntryTranslations, CARD_ENTRY_NS } from '@opengood/feature-payments';
import './store';
import { savedSearchesSlice } from './features/savedItems/savedSearchesSlice';
import { USER_DASHBOARD_AREA, userDashboardPages } from './pages';
import { USER_DASHBOARD_NS, translations } from './i18n';

/**
 * The user dashboard: its pages, and the one state of its own (the saving-search status). Its writes are
 * mutations (`…Mutations.ts`): their state is the platform's, and the pages they change are loaded again.
 */
export const userDashboardFeature: Feature = {
  area: USER_DASHBOARD_AREA,
  pages: userDashboardPages,
  slices: [savedSearchesSlice],
  ns: USER_DASHBOARD_NS,
  translations,
  namespaces: [
    { ns: LISTING_WIDGETS_NS, translations: listingWidgetsTranslations },
    { ns: LOCATION_INPUT_NS, translations: locationInputTranslations },
    { ns: CARD_ENTRY_NS, translations: cardEntryTranslations },
  ],
};

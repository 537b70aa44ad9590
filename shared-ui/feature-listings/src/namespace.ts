import { translations } from './i18n';

/** Added by every area that shows these widgets (its Feature lists it in `namespaces`). */
export const LISTING_WIDGETS_NS = 'listingWidgets';
export const listingWidgetsTranslations = translations;

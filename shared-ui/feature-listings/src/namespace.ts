import { translations } from './i18n';
import type { en } from './i18n/en';

/** Added by every area that shows these widgets (its Feature lists it in `namespaces`). */
export const LISTING_WIDGETS_NS = 'listingWidgets';
export const listingWidgetsTranslations = translations;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    listingWidgets: typeof en;
  }
}

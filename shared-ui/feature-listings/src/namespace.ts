import { translations } from './i18n';
import { bundledTranslations } from './i18n/bundled';
import type { en } from './i18n/en';

/** Added by every area that shows these widgets (its Feature lists it in `namespaces`). */
export const LISTING_WIDGETS_NS = 'listingWidgets';
/** One language at a time, when a page needs it. */
export const listingWidgetsTranslations = translations;
/** Every language at once: tests and tools only. */
export const listingWidgetsBundledTranslations = bundledTranslations;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    listingWidgets: typeof en;
  }
}

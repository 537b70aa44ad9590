import { translations } from './i18n';
import { bundledTranslations } from './i18n/bundled';
import type { en } from './i18n/en';

/** Added by every area that shows the location input (its Feature lists it in `namespaces`). */
export const LOCATION_INPUT_NS = 'locationInput';
/** One language at a time, when a page needs it. */
export const locationInputTranslations = translations;
/** Every language at once: tests and tools only. */
export const locationInputBundledTranslations = bundledTranslations;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    locationInput: typeof en;
  }
}

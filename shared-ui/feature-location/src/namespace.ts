import { translations } from './i18n';
import type { en } from './i18n/en';

/** Added by every area that shows the location input (its Feature lists it in `namespaces`). */
export const LOCATION_INPUT_NS = 'locationInput';
export const locationInputTranslations = translations;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    locationInput: typeof en;
  }
}

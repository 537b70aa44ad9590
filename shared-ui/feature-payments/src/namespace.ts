import { translations } from './i18n';
import { bundledTranslations } from './i18n/bundled';
import type { en } from './i18n/en';

/** Added by every area that takes a card (its Feature lists it in `namespaces`). */
export const CARD_ENTRY_NS = 'cardEntry';
/** One language at a time, when a page needs it. */
export const cardEntryTranslations = translations;
/** Every language at once: tests and tools only. */
export const cardEntryBundledTranslations = bundledTranslations;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    cardEntry: typeof en;
  }
}

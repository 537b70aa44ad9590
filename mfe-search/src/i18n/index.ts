import type { LazyTranslations } from '@opengood/platform';
import type { SearchStrings } from './en';

export const SEARCH_NS = 'search';
/** Loaded one language at a time, when a page needs it (platform README "Translations"). */
export const translations: LazyTranslations = {
  en: () => import('./en').then((m) => m.en),
  es: () => import('./es').then((m) => m.es),
  pt: () => import('./pt').then((m) => m.pt),
};

// The area's keys join i18next's typed resources: a misspelt key fails the type check.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    search: SearchStrings;
  }
}

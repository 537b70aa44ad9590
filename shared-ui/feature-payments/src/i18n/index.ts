import type { LazyTranslations } from '@opengood/platform';

/** Loaded one language at a time, when a page needs it (platform README "Translations"). */
export const translations: LazyTranslations = {
  en: () => import('./en').then((m) => m.en),
  es: () => import('./es').then((m) => m.es),
  pt: () => import('./pt').then((m) => m.pt),
};

import type { LazyTranslations } from '../lazyTranslations';

/** The platform's own strings (not-found, error and area-failure pages), namespace 'platform', per language. */
export const platformTranslations: LazyTranslations = {
  en: () => import('./en').then((m) => m.en),
  es: () => import('./es').then((m) => m.es),
  pt: () => import('./pt').then((m) => m.pt),
};

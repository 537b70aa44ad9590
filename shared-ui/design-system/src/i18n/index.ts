// The design system cannot name the platform's types (layers): the same shape, spelt out.
type Strings = Record<string, unknown>;
export type LazyTranslations = Record<'en' | 'es' | 'pt', () => Promise<Strings>>;

/** Loaded one language at a time, when a page needs it (platform README "Translations"). */
export const translations: LazyTranslations = {
  en: () => import('./en').then((m) => m.en),
  es: () => import('./es').then((m) => m.es),
  pt: () => import('./pt').then((m) => m.pt),
};

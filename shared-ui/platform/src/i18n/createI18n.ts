import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS, type Lang } from '@opengood/contracts';
import { DESIGN_SYSTEM_NS, designSystemTranslations } from '@opengood/design-system';
import { platformTranslations } from './locales';
import { loadTranslations, TranslationLoaders, type LazyTranslations } from './lazyTranslations';

/** The platform's namespace; also the default one. */
export const PLATFORM_NS = 'platform';

export type { I18n };
/** A namespace's strings in every language at once (tests; addNamespace). */
export type Translations = Record<Lang, Record<string, unknown>>;

/** What every i18n instance of the product shares: languages, no fallback (each language is complete, type-checked), React. */
export const I18N_OPTIONS: InitOptions = {
  supportedLngs: [...LANGS],
  // Every namespace is complete in every language (its strings are typed by the English ones), so a page
  // never needs a second language's chunk for a fallback.
  fallbackLng: false,
  load: 'currentOnly',
  defaultNS: PLATFORM_NS,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};

/**
 * One i18next instance per page (or server request), created by the shell, that loads each namespace's
 * strings one language at a time (lazyTranslations.ts). Nothing is loaded yet: the shell, a server render
 * and every area await `loadTranslations` for the namespaces they render before they render.
 */
export function createI18n(lang: Lang): I18n {
  const instance = i18next.createInstance();
  const loaders = new Map<string, LazyTranslations>([
    [PLATFORM_NS, platformTranslations],
    [DESIGN_SYSTEM_NS, designSystemTranslations],
  ]);
  void instance
    .use(TranslationLoaders)
    .use(initReactI18next)
    // Initialised at once (the language set now); the strings come as loadTranslations asks for them.
    .init({ ...I18N_OPTIONS, lng: lang, ns: [], backend: { loaders }, initAsync: false });
  return instance;
}

/** The platform's own namespaces (the not-found and error pages, the design system's words) in the page's language. */
export function loadPlatformTranslations(i18n: I18n): Promise<void> {
  return loadTranslations(i18n, [
    { ns: PLATFORM_NS, translations: platformTranslations },
    { ns: DESIGN_SYSTEM_NS, translations: designSystemTranslations },
  ]);
}

/** Adds a namespace whose strings are in memory in every language (tests, and the test i18n). */
export function addNamespace(i18n: I18n, ns: string, translations: Translations) {
  for (const lang of LANGS) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, translations[lang], true, false);
  }
}

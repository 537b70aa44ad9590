import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS, type Lang } from '@opengood/contracts';
import { DESIGN_SYSTEM_NS, designSystemTranslations } from '@opengood/design-system';
import { platformTranslations } from './locales';

/** The platform's namespace; also the default one. */
export const PLATFORM_NS = 'platform';

export type { I18n };
export type Translations = Record<Lang, Record<string, unknown>>;

/** One i18next instance per page (or server request), created by the shell. */
export function createI18n(lang: Lang): I18n {
  const instance = i18next.createInstance();
  const resources: Resource = {};
  for (const l of LANGS) {
    resources[l] = {
      [PLATFORM_NS]: platformTranslations[l],
      [DESIGN_SYSTEM_NS]: designSystemTranslations[l],
    };
  }
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: [...LANGS],
    ns: [PLATFORM_NS, DESIGN_SYSTEM_NS],
    defaultNS: PLATFORM_NS,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** A remote adds its own namespace in all three languages when it mounts. */
export function addNamespace(i18n: I18n, ns: string, translations: Translations) {
  for (const lang of LANGS) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, translations[lang], true, false);
  }
}

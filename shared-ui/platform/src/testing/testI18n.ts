import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS, type Lang } from '@opengood/contracts';
import { DESIGN_SYSTEM_NS, designSystemBundledTranslations } from '@opengood/design-system';
import { I18N_OPTIONS, PLATFORM_NS, type I18n, type Translations } from '../i18n';
import type { Feature } from '../app/feature';
import { en } from '../i18n/locales/en';
import { es } from '../i18n/locales/es';
import { pt } from '../i18n/locales/pt';

/**
 * An i18n instance for tests: every language of the platform's, the design system's and the given
 * namespaces in memory, ready at once (a page loads them one language at a time: createI18n).
 */
export function createTestI18n(
  lang: Lang,
  namespaces: readonly { ns: string; translations: Translations }[] = [],
): I18n {
  const all = [
    { ns: PLATFORM_NS, translations: { en, es, pt } as Translations },
    { ns: DESIGN_SYSTEM_NS, translations: designSystemBundledTranslations as Translations },
    ...namespaces,
  ];
  const resources = Object.fromEntries(
    LANGS.map((l) => [l, Object.fromEntries(all.map(({ ns, translations }) => [ns, translations[l]]))]),
  );
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng: lang, ns: all.map((n) => n.ns), resources, initAsync: false });
  return instance;
}

/**
 * The test i18n of an area: the strings of its namespace and of the shared ones it lists, from their
 * bundled (every-language) translations; a namespace the area renders but the test did not give fails here,
 * not as a key on screen.
 */
export function createFeatureTestI18n(
  lang: Lang,
  feature: Pick<Feature, 'ns' | 'namespaces'>,
  bundled: Record<string, Translations>,
): I18n {
  const needed = [feature.ns, ...(feature.namespaces ?? []).map((n) => n.ns)];
  const missing = needed.filter((ns) => !bundled[ns]);
  if (missing.length > 0) throw new Error(`No bundled translations given for: ${missing.join(', ')}`);
  return createTestI18n(
    lang,
    needed.map((ns) => ({ ns, translations: bundled[ns]! })),
  );
}

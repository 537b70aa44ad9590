import type { BackendModule, i18n as I18n, ReadCallback } from 'i18next';
import { LANGS, type Lang } from '@opengood/contracts';

// Translations per namespace and language, loaded when a page needs them (issue 16): each package gives a
// loader per language (`() => import('./es')`), so webpack makes one chunk per language and an English
// page never downloads Spanish or Portuguese strings. The loaders sit in an i18next backend: loading a
// namespace, or changing the language, fetches exactly the chunks the language needs before i18next
// switches, so nothing renders a key while its strings are on the way.

type Strings = Record<string, unknown>;
/** A namespace's strings by language, each loaded on demand. */
export type LazyTranslations = Record<Lang, () => Promise<Strings>>;

interface LoaderOptions {
  loaders: Map<string, LazyTranslations>;
}

/** The i18next backend that reads from the registered loaders. */
export class TranslationLoaders implements BackendModule<LoaderOptions> {
  static type = 'backend' as const;
  type = 'backend' as const;
  callbackApi = true;
  private loaders = new Map<string, LazyTranslations>();

  init(_services: unknown, options: LoaderOptions) {
    this.loaders = options.loaders;
  }

  read(language: string, namespace: string, callback: ReadCallback) {
    const load = this.loaders.get(namespace)?.[language as Lang];
    if (!load) {
      // Not one of ours (i18next asks for its fallbacks too): nothing to load, nothing missing.
      callback(null, {});
      return;
    }
    load().then(
      (strings) => callback(null, strings as never),
      (error: unknown) => callback(error as Error, false),
    );
  }
}

/** The loaders of an instance (createI18n gives it a map of its own; a test instance has none). */
function loadersOf(i18n: I18n): Map<string, LazyTranslations> | undefined {
  return (i18n.options.backend as Partial<LoaderOptions> | undefined)?.loaders;
}

/**
 * Registers namespaces' loaders and loads them in the instance's language: an area awaits this before it
 * renders (mount, server render), and every later language change loads them too.
 */
export async function loadTranslations(
  i18n: I18n,
  namespaces: readonly { ns: string; translations: LazyTranslations }[],
): Promise<void> {
  const loaders = loadersOf(i18n);
  // A test instance holds every string already (platform/testing createTestI18n).
  if (!loaders) return;
  for (const { ns, translations } of namespaces) if (!loaders.has(ns)) loaders.set(ns, translations);
  await i18n.loadNamespaces(namespaces.map((n) => n.ns));
}

/** Loaders over translations already in memory (tests, and packages whose strings are a few words). */
export function eagerTranslations(translations: Record<Lang, Strings>): LazyTranslations {
  return Object.fromEntries(
    LANGS.map((lang) => [lang, () => Promise.resolve(translations[lang])]),
  ) as LazyTranslations;
}

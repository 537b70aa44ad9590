import { DEFAULT_LANG, isLang, type Lang } from '@opengood/contracts';
import { isHomePath, langPrefixOf, signUpToPostLang } from '@opengood/routes';

/** What the language of a page is decided from (docs/product/constants.md#languages). */
export interface LanguageSignals {
  pathname: string;
  /** The signed-in user's language; null when signed out or not known yet. */
  userLang: Lang | null;
  /** The `lang` cookie: the language last chosen on the site. */
  cookieLang: Lang | null;
  /** The browser's preferred languages, best first (navigator.languages, what Accept-Language says). */
  browserLangs: readonly string[];
}

/**
 * The language a URL states: its prefix (/es/…), or the language of a localised page that has none of
 * its own ('/' is the English home, '/sign-up-to-post' the English sign-up-to-post page). Null for the
 * unprefixed pages (/dashboard, /login, the salary explorer…), whose language is the visitor's.
 */
export function urlLang(pathname: string): Lang | null {
  return langPrefixOf(pathname) ?? signUpToPostLang(pathname) ?? (isHomePath(pathname) ? DEFAULT_LANG : null);
}

/** The first of the browser's languages the product speaks: 'pt-BR' → 'pt', 'es-419' → 'es'. */
export function browserLang(langs: readonly string[]): Lang | null {
  for (const tag of langs) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLang(primary)) return primary;
  }
  return null;
}

/**
 * A page's language: the URL's when it states one; otherwise the signed-in user's language, else the
 * language last chosen on the site, else the browser's, else English.
 */
export function pageLang({ pathname, userLang, cookieLang, browserLangs }: LanguageSignals): Lang {
  return urlLang(pathname) ?? userLang ?? cookieLang ?? browserLang(browserLangs) ?? DEFAULT_LANG;
}

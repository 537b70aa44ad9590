import { langPrefixOf } from '@opengood/routes';
import { selectUserLang, type AppStore, type I18n } from '@opengood/platform';
import type { Lang } from '@opengood/contracts';
import { readLangCookie, writeLangCookie } from './langCookie';
import { pageLang, type LanguageSignals } from './pageLang';

function browserLangs(win: Window): readonly string[] {
  const { languages, language } = win.navigator;
  return languages && languages.length > 0 ? languages : [language];
}

/** The signals of the page the browser shows now; the user is null until the store knows one. */
export function currentSignals(win: Window, store?: AppStore): LanguageSignals {
  return {
    pathname: win.location.pathname,
    userLang: store ? selectUserLang(store.getState()) : null,
    cookieLang: readLangCookie(win.document.cookie),
    browserLangs: browserLangs(win),
  };
}

/** Shows the page in `lang`: i18n (every area re-renders and reloads its pages in it) and <html lang>. */
export function showLanguage(i18n: I18n, lang: Lang, doc: Document = document): void {
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  doc.documentElement.lang = lang;
}

/**
 * Keeps the page's language right as the visitor moves and as the session becomes known: on every
 * single-spa navigation (before areas mount, so they render in the new language at once) and when the
 * signed-in user's language changes (they signed in, or chose another). Visiting a prefixed page
 * remembers its language in the `lang` cookie, and so does a signed-in user's language, so the next
 * unprefixed page starts in it. Returns the stop function.
 */
export function followPageLanguage(store: AppStore, i18n: I18n, win: Window = window): () => void {
  const apply = () => showLanguage(i18n, pageLang(currentSignals(win, store)), win.document);
  const onRoute = () => {
    const prefix = langPrefixOf(win.location.pathname);
    if (prefix) writeLangCookie(prefix, win.document);
    apply();
  };
  let userLang = selectUserLang(store.getState());
  const unsubscribe = store.subscribe(() => {
    const next = selectUserLang(store.getState());
    if (next === userLang) return;
    userLang = next;
    if (next) writeLangCookie(next, win.document);
    apply();
  });
  win.addEventListener('single-spa:before-routing-event', onRoute);
  onRoute();
  return () => {
    unsubscribe();
    win.removeEventListener('single-spa:before-routing-event', onRoute);
  };
}

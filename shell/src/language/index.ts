// The language of every page: the URL's prefix, else the signed-in user's, the last chosen, the
// browser's, English; and the language switch that keeps the visitor on the same page.
export { pageLang, urlLang, browserLang, type LanguageSignals } from './pageLang';
export { LANG_COOKIE, readLangCookie, writeLangCookie } from './langCookie';
export { followPageLanguage, currentSignals, showLanguage } from './followPageLanguage';
export { switchLanguage, type LanguageSwitchDeps } from './switchLanguage';
export { useSwitchLanguage } from './useSwitchLanguage';

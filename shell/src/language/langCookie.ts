import { isLang, type Lang } from '@opengood/contracts';
import { cookieValue } from '@opengood/platform';

/** The language last chosen on the site (the switch, or a prefixed page visited): for unprefixed pages. */
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function readLangCookie(cookies: string): Lang | null {
  const value = cookieValue(cookies, LANG_COOKIE);
  return isLang(value) ? value : null;
}

export function writeLangCookie(lang: Lang, doc: Document = document): void {
  if (readLangCookie(doc.cookie) === lang) return;
  doc.cookie = `${LANG_COOKIE}=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

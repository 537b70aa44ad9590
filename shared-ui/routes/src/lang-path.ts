import { DEFAULT_LANG, isLang, type Lang } from '@opengood/contracts';
import { pathSegments } from './path-segments';

/** The language written in the path's first segment, or null when the path has no language prefix. */
export function langPrefixOf(pathname: string): Lang | null {
  const first = pathSegments(pathname)[0];
  return isLang(first) ? first : null;
}

/** Unprefixed paths (/login, /dashboard, /jobs…) are English: the spec only prefixes localised pages. */
export function langFromPath(pathname: string): Lang {
  return langPrefixOf(pathname) ?? DEFAULT_LANG;
}

/** '/es/empleos' → '/empleos', '/pt' → '/', '/login' → '/login'. Query and hash are dropped. */
export function stripLang(pathname: string): string {
  const segments = pathSegments(pathname);
  const rest = isLang(segments[0]) ? segments.slice(1) : segments;
  return `/${rest.join('/')}`;
}

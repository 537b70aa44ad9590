import { isLang, LANGS, type Lang } from '@opengood/contracts';
import { isHomePath, searchTypeForPath } from './areas';
import { IMPORTED_VOLOPS_SEGMENT, matchListingPath } from './listing-paths';
import { detailPrefix, orgTypeWord, searchSegment } from './localized-words';
import { pathSegments } from './path-segments';
import { donatePath, homePath, signUpToPostLang, signUpToPostPath } from './paths';
import { matchStaffTabPath, STAFF_TAB_SEGMENTS } from './staff-tab-paths';

function splitHref(href: string): { path: string; rest: string } {
  const end = href.search(/[?#]/);
  return end === -1 ? { path: href, rest: '' } : { path: href.slice(0, end), rest: href.slice(end) };
}

const isDonatePath = (path: string) => LANGS.some((l) => donatePath(l) === path);

/** The same page in `lang` for a page whose words are localised; null when the path has no such words. */
function localisedPath(path: string, lang: Lang): string | null {
  if (signUpToPostLang(path) !== null) return signUpToPostPath(lang);
  if (isHomePath(path)) return homePath(lang); // '/' is English's home: unprefixed, yet localised
  const segments = pathSegments(path);
  if (!isLang(segments[0])) return null;
  const normalised = `/${segments.join('/')}`;
  if (isDonatePath(normalised)) return donatePath(lang);

  const staffTab = matchStaffTabPath(normalised);
  if (staffTab !== null) return `/${lang}/${STAFF_TAB_SEGMENTS[lang][staffTab.tab]}`;

  const searchType = searchTypeForPath(normalised);
  if (searchType !== null) return `/${lang}/${searchSegment(lang, searchType)}`;

  const listing = matchListingPath(normalised);
  if (listing !== null) {
    const [, first, second, third] = segments;
    if (first === IMPORTED_VOLOPS_SEGMENT) return `/${lang}/${segments.slice(1).join('/')}`;
    const org = listing.orgType ? orgTypeWord(lang, listing.orgType) : null;
    if (listing.type === 'ORG') return `/${lang}/${org}/${second}`;
    // The id-slug segment is kept as it is: the slug is the listing's own title, not a word of the site.
    const idSlug = listing.orgType ? third : second;
    return `/${lang}${org ? `/${org}` : ''}/${detailPrefix(lang, listing.type)}/${idSlug}`;
  }
  return homePath(lang);
}

/**
 * Where the language switch takes the visitor (docs/product/constants.md#languages): the same page in `lang`. A prefixed page gets the
 * new prefix and its localised words (/es/empleos?q=x → /pt/empregos?q=x, /es/empleo/12-a → /pt/emprego/12-a,
 * donate and sign-up-to-post paths, home); the query and hash are kept. A prefixed page whose words the
 * route table does not know (a CMS page: its translations have their own addresses) goes to that
 * language's home. Unprefixed pages (/dashboard, /login, the salary explorer) stay where they are: only
 * the language changes.
 */
export function equivalentPath(href: string, lang: Lang): string {
  const { path, rest } = splitHref(href);
  const localised = localisedPath(path, lang);
  if (localised === null) return href;
  // A home or unknown page lands on a fresh page: its query belonged to the page left.
  const keepsQuery = !(localised === homePath(lang) && !isHomePath(path));
  return keepsQuery ? `${localised}${rest}` : localised;
}

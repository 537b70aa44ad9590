import {
  REMOTE_KEYWORDS,
  REMOTE_PLACE_ID,
  radiusFor,
  type Lang,
  type LocationSelection,
  type SearchType,
} from '@opengood/contracts';
import {
  parseSearchParams,
  searchPath,
  searchQueryString,
  searchTypeForPath,
  truncateQuery,
} from '@opengood/routes';

/** What the search bar holds when it is submitted. */
export interface SearchBarValues {
  type: SearchType;
  q: string;
  /** The chosen Location selection (docs/product/location.md#location-selection) and the place id it was geocoded from ('remote' for Remote). */
  location: LocationSelection | null;
  placeId: string | null;
}

/** Where the visitor is: the page's language and its URL path and query. */
export interface SearchBarContext {
  lang: Lang;
  pathname: string;
  search: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * docs/product/chrome.md#search-submit: remote keywords of the locale (whole words or phrases, any case) are taken out of the query;
 * `remote` says whether there was one.
 */
export function stripRemoteKeywords(lang: Lang, q: string): { q: string; remote: boolean } {
  // Longest first, so "work from home" goes whole before a shorter keyword could match inside it.
  const keywords = [...REMOTE_KEYWORDS[lang]].sort((a, b) => b.length - a.length);
  let remote = false;
  let rest = q;
  for (const keyword of keywords) {
    const words = keyword.split(/\s+/).map(escapeRegExp).join('\\s+');
    const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${words}(?=$|[^\\p{L}\\p{N}])`, 'giu');
    rest = rest.replace(pattern, (_match, before: string) => {
      remote = true;
      return `${before} `;
    });
  }
  if (!remote) return { q, remote: false };
  // Separators the keyword leaves behind ("remote, grant writer" → "grant writer").
  const cleaned = rest
    .replace(/[([{]\s*[)\]}]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;/|-]+|[\s,;/|-]+$/g, '')
    .replace(/\s+([,;])/g, '$1')
    .replace(/([,;])(?=[,;])/g, '');
  return { q: cleaned, remote: true };
}

/**
 * The URL a search bar submit goes to (docs/product/chrome.md#search-submit). On a search page of the chosen type the
 * page's query is updated in place: its filters and sort are kept and the page starts again at the first.
 * Anywhere else it is the search URL of the type with the query, the locationType, the place and the
 * radius, the radius only when there is a place. A remote keyword of the locale in the query is stripped
 * and the search becomes locationType REMOTE, as does the Remote location.
 */
export function searchSubmitHref(values: SearchBarValues, context: SearchBarContext): string {
  const { lang, pathname, search } = context;
  const { type } = values;
  const stripped = stripRemoteKeywords(lang, truncateQuery(values.q.trim()));
  const pageType = searchTypeForPath(pathname);
  // The page's own search, read only when the visitor is on a search page.
  const current = pageType ? parseSearchParams(pageType, search, lang) : null;

  const hasLocation = type !== 'ORG';
  const location = hasLocation ? values.location : null;
  const remote = stripped.remote || location?.isRemote === true;
  const placed = location !== null && !location.isRemote && location.text !== '';
  const placeId = location ? (location.isRemote ? REMOTE_PLACE_ID : values.placeId) : null;

  // A page's REMOTE without another place is what the bar shows as its Remote location: if the visitor
  // took it out, it goes. REMOTE beside a place, and the other location types, are the page's filters.
  const remoteInBar =
    current?.locationType === 'REMOTE' && (current.placeId === null || current.placeId === REMOTE_PLACE_ID);
  const currentLocationType = remoteInBar ? null : (current?.locationType ?? null);
  const locationType = remote ? 'REMOTE' : currentLocationType;
  // The page's radius when the visitor chose one (not the sort's default, which a URL leaves out).
  const chosenRadius =
    current && current.radius !== radiusFor(lang, current.sort, null) ? current.radius : null;
  const radius = placed ? chosenRadius : null;

  if (current && pageType === type) {
    const query = searchQueryString(
      type,
      { ...current, q: stripped.q, locationType, placeId, radius, pageIndex: 0 },
      lang,
    );
    return `${pathname}${query === '' ? '' : `?${query}`}`;
  }
  return searchPath(lang, type, { q: stripped.q, locationType, placeId, radius });
}

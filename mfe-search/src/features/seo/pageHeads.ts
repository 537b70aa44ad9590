import { LANGS, type ContentPage, type Lang, type SearchAnswer, type SearchType } from '@opengood/contracts';
import type { PageMeta } from '@opengood/platform';
import { homePath, searchPath, type ParsedSearchParams } from '@opengood/routes';

const SITE_NAME = 'OpenGood';

/** Whether a search narrows the listings beyond its type: keywords, facets, dates, a place or a work mode. */
export function isFilteredSearch(parsed: ParsedSearchParams): boolean {
  return (
    parsed.q !== '' ||
    parsed.placeId !== null ||
    parsed.locationType !== null ||
    Object.values(parsed.filters).some((values) => values.length > 0)
  );
}

/**
 * A search page's head. Canonical: the URL as the route table writes it (parameters in one order, defaults
 * left out), so the many spellings of one search are one page; page 2 and later keep `page`, as each page
 * lists other listings. Alternates: the same search in each language.
 *
 * noindex: a search with no results (an empty page is no answer to anyone's search), and a filtered search
 * past its first page. Filtered searches are endless combinations; their first page is a useful landing page
 * ("nonprofit jobs in Toronto"), deeper pages only repeat it with older listings. The unfiltered type lists
 * stay indexable on every page, so crawlers can still reach every listing through them (and the sitemap).
 */
export function searchHead(
  search: { type: SearchType; lang: Lang; parsed: ParsedSearchParams },
  answer: SearchAnswer | undefined,
  description: string,
): PageMeta {
  const { type, lang, parsed } = search;
  const noResults = answer !== undefined && answer.nbHits === 0;
  const filteredDeep = isFilteredSearch(parsed) && parsed.pageIndex > 0;
  return {
    description,
    canonicalPath: searchPath(lang, type, parsed),
    alternatePaths: Object.fromEntries(LANGS.map((l) => [l, searchPath(l, type, parsed)])),
    noindex: noResults || filteredDeep,
    openGraph: { type: 'website' },
  };
}

/**
 * The home page's head: its canonical in each language, and the site's Organization and WebSite JSON-LD
 * with a SearchAction (Google's sitelinks search box) that searches the jobs.
 */
export function homeHead(lang: Lang, o: { origin: string; description: string }): PageMeta {
  const abs = (path: string) => new URL(path, `${o.origin}/`).href;
  const home = abs(homePath(lang));
  // searchPath writes the query encoded; the placeholder must stay a literal {search_term_string}.
  const target = `${abs(searchPath(lang, 'JOB'))}?q={search_term_string}`;
  return {
    description: o.description,
    canonicalPath: homePath(lang),
    alternatePaths: Object.fromEntries(LANGS.map((l) => [l, homePath(l)])),
    openGraph: { type: 'website' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SITE_NAME,
        url: abs(homePath('en')),
        description: o.description,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url: home,
        inLanguage: lang,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: target },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

/** A content page's head: its own address is canonical, its translations the alternates. */
export function contentHead(page: Pick<ContentPage, 'title' | 'url' | 'locale' | 'translations'>): PageMeta {
  const alternates: Partial<Record<Lang, string>> = { [page.locale]: page.url };
  for (const { locale, url } of page.translations) alternates[locale] = url;
  return { title: page.title, canonicalPath: page.url, alternatePaths: alternates };
}

import { isHomePath, langFromPath, matchStaffTabPath } from '@opengood/routes';
import { definePages } from '@opengood/platform';
import { DISCOVERY_AREA } from './area';
import { HomePage } from './features/home/HomePage';
import { fetchSearchResults, searchPageParams } from './features/search/searchApi';
import { SearchFrame } from './features/search/SearchFrame';
import { SearchResults } from './features/search/SearchResults';
import { fetchContent } from './features/content/contentApi';
import { ContentView } from './features/content/ContentView';
import { loadSavedSearchRedirect, matchSavedSearchPage } from './features/saved-searches/savedSearchApi';
import { SavedSearchRedirect } from './features/saved-searches/SavedSearchRedirect';
import { contentHead, homeHead, searchHead } from './features/seo/pageHeads';
import { StaffTabPage, staffTabParams } from './features/staff/StaffTabPage';

export { DISCOVERY_AREA };

/** The discovery area's pages, in match order: home, the search pages, then the content catch-all. */
export const discoveryPages = definePages({ area: DISCOVERY_AREA, ns: 'search' }, (page) => [
  page({
    id: 'home',
    match: (url) => (isHomePath(url.pathname) ? { lang: langFromPath(url.pathname) } : null),
    View: HomePage,
    meta: ({ t, params, url }) => ({
      title: t('home.title'),
      ...homeHead(params.lang, { origin: url.origin, description: t('seo.home') }),
    }),
  }),
  page({
    id: 'search',
    match: searchPageParams,
    load: ({ http, params, signal }) => fetchSearchResults(http, params.request, signal),
    Frame: SearchFrame,
    View: SearchResults,
    // The keywords and the page in the title tell history entries and browser tabs apart.
    meta: ({ t, data, params: { type, lang, parsed } }) => {
      const title = parsed.q
        ? t('titleWithQuery', { q: parsed.q, title: t(`title.${type}`) })
        : t(`title.${type}`);
      const description = parsed.q
        ? t('seo.withQuery', { q: parsed.q, description: t(`seo.search.${type}`) })
        : t(`seo.search.${type}`);
      return {
        title: parsed.pageIndex > 0 ? t('titlePage', { title, page: parsed.pageIndex + 1 }) : title,
        ...searchHead({ type, lang, parsed }, data, description),
      };
    },
  }),
  page({
    id: 'savedSearch',
    match: matchSavedSearchPage,
    load: ({ http, params, lang, signal }) => loadSavedSearchRedirect(http, params.id, lang, signal),
    View: SavedSearchRedirect,
    // Only a way to a search page: the search page is what to index.
    meta: ({ t }) => ({ title: t('savedSearches.opening'), noindex: true }),
  }),
  // The staff tabs (docs/product/search.md#result-tabs): loaded in the browser for staff only, so no
  // loader here (StaffTabPage); their title is set by the tab itself, never for anyone else.
  page({
    id: 'staff',
    match: (url) => {
      const match = matchStaffTabPath(url.pathname);
      return match ? staffTabParams(match, url) : null;
    },
    View: StaffTabPage,
    meta: () => ({ noindex: true }),
  }),
  page({
    id: 'content',
    match: (url) => ({ pathname: url.pathname }),
    load: ({ http, params, signal }) => fetchContent(http, params.pathname, signal),
    View: ContentView,
    meta: ({ data }) => (data ? contentHead(data.page) : {}),
  }),
]);

import { isHomePath, langFromPath } from '@opengood/routes';
import { definePages } from '@opengood/platform';
import { HomePage } from './features/home/HomePage';
import { fetchSearchResults, searchPageParams } from './features/search/searchApi';
import { SearchFrame } from './features/search/SearchFrame';
import { SearchResults } from './features/search/SearchResults';
import { fetchContent } from './features/content/contentApi';
import { ContentView } from './features/content/ContentView';

export const DISCOVERY_AREA = 'mfe-search';

/** The discovery area's pages, in match order: home, the search pages, then the content catch-all. */
export const discoveryPages = definePages({ area: DISCOVERY_AREA, ns: 'search' }, (page) => [
  page({
    id: 'home',
    match: (url) => (isHomePath(url.pathname) ? { lang: langFromPath(url.pathname) } : null),
    View: HomePage,
    meta: ({ t }) => ({ title: t('home.title') }),
  }),
  page({
    id: 'search',
    match: searchPageParams,
    load: ({ http, params, signal }) => fetchSearchResults(http, params.request, signal),
    Frame: SearchFrame,
    View: SearchResults,
    meta: ({ t, params }) => ({ title: t(`title.${params.type}`) }),
  }),
  page({
    id: 'content',
    match: (url) => ({ pathname: url.pathname }),
    load: ({ http, params, signal }) => fetchContent(http, params.pathname, signal),
    View: ContentView,
    meta: ({ data }) => ({ title: data?.title }),
  }),
]);

import { render } from '@testing-library/react';
import type { Lang, ListingHit, OrgHit, SearchAnswer } from '@opengood/contracts';
import { createAppStore, installFeature } from '@opengood/platform';
import {
  createFakeHttp,
  type FakeHandler,
  type FakeHandlers,
  type FakeHttp,
  createFeatureTestI18n,
} from '@opengood/platform/testing';
import App from '../App';
import { discoveryFeature } from '../feature';
import { LISTING_WIDGETS_NS, listingWidgetsBundledTranslations } from '@opengood/feature-listings';
import { SEARCH_NS } from '../i18n';
import { bundledTranslations } from '../i18n/bundled';

const BUNDLED = {
  [SEARCH_NS]: bundledTranslations,
  [LISTING_WIDGETS_NS]: listingWidgetsBundledTranslations,
};

// Test kit of the search page: the discovery area mounted at a URL over the platform's fake api (answers by
// route, checked against their contracts), as the shell mounts it (its store, its i18n, its page saga), so
// a test drives the page as a visitor would.

export const jobHit = (id: number, title: string, overrides: Partial<ListingHit> = {}): ListingHit => ({
  id,
  type: 'JOB',
  title,
  slug: title.toLowerCase().replace(/ /g, '-'),
  locale: 'en',
  org: { id: 3, name: 'Green Futures', slug: 'green-futures', orgType: 'NONPROFIT' },
  location: null,
  locationType: 'REMOTE',
  publishedAt: '2026-01-02T00:00:00Z',
  salary: null,
  ...overrides,
});

export const orgHit = (id: number, name: string): OrgHit => ({
  id,
  type: 'ORG',
  title: name,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  locale: 'en',
  orgType: 'NONPROFIT',
  location: null,
  areasOfFocus: ['EDUCATION'],
});

export function answer(titles: string[], extra: Partial<SearchAnswer> = {}): SearchAnswer {
  return {
    hits: titles.map((title, i) => jobHit(i + 1, title)),
    nbHits: titles.length,
    nbPages: titles.length > 0 ? 1 : 0,
    page: 1,
    pageSize: 20,
    facets: {},
    radius: 'auto',
    location: null,
    ...extra,
  };
}

type PreloadedState = NonNullable<Parameters<typeof createAppStore>[0]>['preloadedState'];

/**
 * The area at `path`; `search` answers the search calls, `others` any other route. `preloadedState`: the
 * state a server render would hand over.
 */
export function renderSearch(
  path: string,
  search: FakeHandler<'search'>,
  lang: Lang = 'en',
  preloadedState?: PreloadedState,
  others: FakeHandlers = {},
) {
  window.history.replaceState(null, '', path);
  const fake = createFakeHttp({ ...others, search });
  const { http } = fake;
  const store = createAppStore({ context: { http }, preloadedState });
  const i18n = createFeatureTestI18n(lang, discoveryFeature, BUNDLED);
  installFeature(store, i18n, discoveryFeature);
  const view = render(
    <App
      store={store}
      i18n={i18n}
      platform={{ http, preload: () => undefined, supportUrl: 'https://support.example' }}
    />,
  );
  return { fake, store, ...view };
}

/** The current path and query of the (jsdom) browser. */
export const currentUrl = () => window.location.pathname + window.location.search;

/** The query the loader last sent to the data service. */
export function lastQuery(fake: FakeHttp): URLSearchParams {
  const query = fake.callsOf('search').at(-1)?.query ?? {};
  return new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => [key, v]),
    ),
  );
}

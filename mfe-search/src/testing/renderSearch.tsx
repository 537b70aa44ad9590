import { render } from '@testing-library/react';
import type { Lang, ListingHit, OrgHit, SearchAnswer } from '@opengood/contracts';
import { createAppStore, createI18n, installFeature, type HttpClient } from '@opengood/platform';
import App from '../App';
import { discoveryFeature } from '../feature';

// Test kit of the search page: the discovery area mounted at a URL over a fake data service, as the
// shell mounts it (its store, its i18n, its page saga), so a test drives the page as a visitor would.

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

export type FakeGet = (url: string) => Promise<unknown>;

type PreloadedState = NonNullable<Parameters<typeof createAppStore>[0]>['preloadedState'];

/** `preloadedState`: the state a server render would hand over. */
export function renderSearch(path: string, get: FakeGet, lang: Lang = 'en', preloadedState?: PreloadedState) {
  window.history.replaceState(null, '', path);
  const http = { get: jest.fn(get) } as unknown as HttpClient & { get: jest.Mock };
  const store = createAppStore({ context: { http }, preloadedState });
  const i18n = createI18n(lang);
  installFeature(store, i18n, discoveryFeature);
  const view = render(
    <App
      store={store}
      i18n={i18n}
      platform={{ http, preload: () => undefined, supportUrl: 'https://support.example' }}
    />,
  );
  return { http, store, ...view };
}

/** The current path and query of the (jsdom) browser. */
export const currentUrl = () => window.location.pathname + window.location.search;

/** The query the loader last sent to the data service. */
export function lastQuery(http: { get: jest.Mock }): URLSearchParams {
  const url = http.get.mock.calls.at(-1)?.[0] as string;
  return new URLSearchParams(url.split('?')[1]);
}

import { createTestI18n } from '../testing';
import { eagerTranslations } from '../i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import { createAppStore } from '../store';

import { AppProviders } from '../app/AppProviders';
import { installFeature } from '../app/feature';
import { HttpError, type HttpClient } from '../http';
import { definePages, type PageViewProps } from './definePages';
import { PageOutlet } from './PageOutlet';

// As in the browser once single-spa started: history changes become routing (popstate) events.
patchHistoryApi();

type Item = { name: string };
function ItemView({ data, params }: PageViewProps<{ id: string }, Item>) {
  return <h1 data-id={params.id}>{data.name}</h1>;
}

const pages = definePages({ area: 'mfe-test', ns: 'platform' }, (page) => [
  page({
    id: 'about',
    match: (url) => (url.pathname === '/about' ? {} : null),
    View: () => <h1>About us</h1>,
    meta: () => ({ title: 'About' }),
  }),
  page({
    id: 'old',
    match: (url) => (url.pathname === '/old' ? {} : null),
    redirect: (_params, url) => `/about${url.search}`,
  }),
  page({
    id: 'item',
    match: (url) => {
      const m = /^\/items\/(\d+)$/.exec(url.pathname);
      return m ? { id: m[1]! } : null;
    },
    load: ({ http, params }) => http.get<Item>(`/data/items/${params.id}`),
    View: ItemView,
    meta: ({ data, t }) => ({ title: data?.name ?? t('notFound.home') }),
  }),
]);

function renderAt(path: string, get: (url: string) => Promise<unknown>, store = createAppStore()) {
  window.history.replaceState(null, '', path);
  const http = { get: jest.fn(get) } as unknown as HttpClient & { get: jest.Mock };
  store.setSagaContext({ http });
  const i18n = createTestI18n('en');
  installFeature(store, i18n, {
    area: 'mfe-test',
    pages,
    ns: 'mfe-test',
    translations: eagerTranslations({ en: {}, es: {}, pt: {} }),
  });
  const platform = { http, preload: () => undefined, supportUrl: 'https://support.example' };
  render(
    <AppProviders store={store} i18n={i18n} platform={platform}>
      <PageOutlet pages={pages} />
    </AppProviders>,
  );
  return { http, store };
}

describe('PageOutlet', () => {
  it('renders the loaded page of the URL and its title', async () => {
    const { http } = renderAt('/items/7', async () => ({ name: 'Grant writer' }));
    expect(await screen.findByRole('heading', { name: 'Grant writer' })).toHaveAttribute('data-id', '7');
    expect(http.get).toHaveBeenCalledWith('/data/items/7');
    expect(document.title).toBe('Grant writer | OpenGood');
  });

  it('shows the not-found page for a URL no page matches, and for a 404 or 410 answer', async () => {
    renderAt('/nowhere', async () => ({}));
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
  });

  it.each([404, 410])('shows the not-found page when the data answers %i', async (status) => {
    renderAt('/items/9', async () => {
      throw new HttpError(status, '{}', {});
    });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('shows the error page for another failure, and loads again on retry', async () => {
    let calls = 0;
    renderAt('/items/3', async () => {
      calls += 1;
      if (calls === 1) throw new HttpError(503, '{}', {});
      return { name: 'Back again' };
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByTestId('error-page')).toBeInTheDocument();
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });

  it('renders a server-rendered (preloaded) page at once and does not fetch it again', async () => {
    const store = createAppStore({
      preloadedState: {
        'platform/pages': {
          areas: {
            'mfe-test': {
              current: 'item:en:/items/5',
              entries: {
                'item:en:/items/5': {
                  status: 'loaded',
                  data: { name: 'Prerendered' },
                  href: 'http://localhost/items/5',
                },
              },
              order: ['item:en:/items/5'],
            },
          },
        },
      },
    });
    const { http } = renderAt('/items/5', async () => ({ name: 'Fetched' }), store);
    expect(screen.getByRole('heading', { name: 'Prerendered' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(http.get).not.toHaveBeenCalled();
  });

  it('follows navigation, and a redirect replaces the history entry', async () => {
    renderAt('/old?x=1', async () => ({}));
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/about?x=1');
    expect(document.title).toBe('About | OpenGood');
  });

  it('renders a fixed URL (a server render) without reading the browser location', () => {
    window.history.replaceState(null, '', '/nowhere');
    const store = createAppStore();
    render(
      <AppProviders
        store={store}
        i18n={createTestI18n('en')}
        platform={{ http: {} as HttpClient, preload: () => undefined, supportUrl: '' }}
        url="/about"
      >
        <PageOutlet pages={pages} />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
  });
});

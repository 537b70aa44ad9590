import { act, fireEvent, render, screen } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import type { Lang, ListingHit } from '@opengood/contracts';
import { HttpError, createAppStore, createI18n, installFeature, type HttpClient } from '@opengood/platform';
import App from './App';
import { discoveryFeature } from './feature';

// As in the browser once single-spa started: history changes become routing (popstate) events.
patchHistoryApi();

const hit = (id: number, title: string): ListingHit => ({
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
});

const results = (...titles: string[]) => ({
  hits: titles.map((title, i) => hit(i + 1, title)),
  nbHits: titles.length,
  nbPages: 1,
  page: 1,
  pageSize: 20,
});

function renderAt(path: string, get: (url: string) => Promise<unknown>, lang: Lang = 'en') {
  window.history.replaceState(null, '', path);
  const http = { get: jest.fn(get) } as unknown as HttpClient & { get: jest.Mock };
  const store = createAppStore({ context: { http } });
  const i18n = createI18n(lang);
  installFeature(store, i18n, discoveryFeature);
  render(
    <App
      store={store}
      i18n={i18n}
      platform={{ http, preload: () => undefined, supportUrl: 'https://support.example' }}
    />,
  );
  return http;
}

describe('discovery area', () => {
  it('lists the results of the URL’s search with the heading and the form', async () => {
    const http = renderAt(
      '/es/empleos?q=grant&page=2',
      async () => results('Grant writer', 'Fundraiser'),
      'es',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Empleos en organizaciones sin fines de lucro',
    );
    expect(await screen.findByTestId('result-count')).toHaveTextContent('2 resultados');
    expect(screen.getAllByTestId('listing-card')).toHaveLength(2);
    expect(http.get).toHaveBeenCalledWith(
      '/data/search/listings?type=JOB&page=2&pageSize=20&sort=relevance&lang=es&q=grant',
      expect.anything(),
    );
    expect(document.title).toBe('Empleos en organizaciones sin fines de lucro | OpenGood');
  });

  it('searches by navigating: the new URL is loaded and its results shown', async () => {
    const http = renderAt('/en/jobs', async (url) =>
      url.includes('q=coordinator') ? results('Coordinator') : results('Grant writer'),
    );
    await screen.findByText('Grant writer');
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'coordinator' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(await screen.findByText('Coordinator')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/en/jobs?q=coordinator');
    expect(http.get).toHaveBeenCalledTimes(2);
  });

  it('keeps the form and offers a retry when the search fails', async () => {
    let calls = 0;
    renderAt('/en/jobs', async () => {
      calls += 1;
      if (calls === 1) throw new HttpError(503, '{}', {});
      return results('Grant writer');
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('search')).toBeInTheDocument();
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('Grant writer')).toBeInTheDocument();
  });

  it('shows a CMS page of the content catch-all, and the not-found page when there is none', async () => {
    const http = renderAt('/en/events/about', async () => ({
      data: { type: 'CMS_PAGE', title: 'About us', contentBlocks: [{ type: 'TEXT', text: 'We help.' }] },
    }));
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/data/website/contents/en/volunteer/about', expect.anything());
  });

  it('shows the not-found page in the page language when no content exists', async () => {
    renderAt(
      '/pt/pagina-que-nao-existe',
      async () => {
        throw new HttpError(404, '{}', {});
      },
      'pt',
    );
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Hummm, isso não é ideal...');
    expect(document.title).toBe('Página não encontrada | OpenGood');
  });

  it('renders the home page without loading anything', () => {
    const http = renderAt('/es', async () => ({}), 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Trabaja haciendo el bien');
    expect(screen.getByRole('link', { name: 'Pasantías' })).toHaveAttribute('href', '/es/pasantias');
    expect(http.get).not.toHaveBeenCalled();
  });
});

import { act, render, screen } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import { HttpError, createAppStore, createI18n, installFeature, type HttpClient } from '@opengood/platform';
import App from '../../App';
import { discoveryFeature } from '../../feature';

patchHistoryApi();

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function renderAt(path: string, get: (url: string) => Promise<unknown>) {
  window.history.replaceState(null, '', path);
  const http = { get: jest.fn(get) } as unknown as HttpClient & { get: jest.Mock };
  const store = createAppStore({ context: { http } });
  const i18n = createI18n('es');
  installFeature(store, i18n, discoveryFeature);
  render(<App store={store} i18n={i18n} platform={{ http, preload: () => undefined, supportUrl: '' }} />);
  return http;
}

describe('/saved-searches/{id}', () => {
  it('loads the saved search and replaces the address with its search page', async () => {
    const http = renderAt('/saved-searches/31', async (url) =>
      url.startsWith('/data/saved-searches/')
        ? {
            savedSearch: {
              id: 31,
              text: 'salud',
              filters: { functions: ['LEGAL'] },
              location: null,
              placeId: null,
              index: 'VOLOP',
              radius: 'auto',
              name: 'salud',
              notifyByEmail: true,
              created: '2026-01-02T03:04:05.000Z',
            },
          }
        : { hits: [], nbHits: 0, nbPages: 0, page: 1, pageSize: 20 },
    );
    await flush();
    await flush();
    expect(http.get).toHaveBeenCalledWith('/data/saved-searches/31', expect.anything());
    expect(window.location.pathname + window.location.search).toBe(
      '/es/voluntariado?q=salud&functions=LEGAL',
    );
  });

  it('shows the not-found page for a saved search that is not the user’s', async () => {
    renderAt('/saved-searches/32', async () => {
      throw new HttpError(404, 'Not found');
    });
    await flush();
    expect(window.location.pathname).toBe('/saved-searches/32');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.title).not.toContain('Abriendo');
  });
});

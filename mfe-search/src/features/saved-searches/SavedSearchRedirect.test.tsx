import { act, render, screen } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import type { SavedSearch } from '@opengood/contracts';
import { HttpError, createAppStore, installFeature } from '@opengood/platform';
import { createFakeHttp, type FakeHandlers, createFeatureTestI18n } from '@opengood/platform/testing';
import App from '../../App';
import { discoveryFeature } from '../../feature';
import { LISTING_WIDGETS_NS, listingWidgetsBundledTranslations } from '@opengood/feature-listings';
import { SEARCH_NS } from '../../i18n';
import { bundledTranslations } from '../../i18n/bundled';

const BUNDLED = {
  [SEARCH_NS]: bundledTranslations,
  [LISTING_WIDGETS_NS]: listingWidgetsBundledTranslations,
};

patchHistoryApi();

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function renderAt(path: string, handlers: FakeHandlers) {
  window.history.replaceState(null, '', path);
  const fake = createFakeHttp(handlers);
  const { http } = fake;
  const store = createAppStore({ context: { http } });
  const i18n = createFeatureTestI18n('es', discoveryFeature, BUNDLED);
  installFeature(store, i18n, discoveryFeature);
  render(<App store={store} i18n={i18n} platform={{ http, preload: () => undefined, supportUrl: '' }} />);
  return fake;
}

const salud: SavedSearch = {
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
};

describe('/saved-searches/{id}', () => {
  it('loads the saved search and replaces the address with its search page', async () => {
    const fake = renderAt('/saved-searches/31', {
      savedSearch: { savedSearch: salud },
      search: {
        hits: [],
        nbHits: 0,
        nbPages: 0,
        page: 1,
        pageSize: 20,
        facets: {},
        radius: 'auto',
        location: null,
      },
    });
    await flush();
    await flush();
    expect(fake.callsOf('savedSearch').map((c) => c.url)).toEqual(['/data/saved-searches/31']);
    expect(window.location.pathname + window.location.search).toBe(
      '/es/voluntariado?q=salud&functions=LEGAL',
    );
  });

  it('shows the not-found page for a saved search that is not the user’s', async () => {
    renderAt('/saved-searches/32', {
      savedSearch: new HttpError(404, '', { message: 'Not found', errors: { id: 'NOT_FOUND' } }),
    });
    await flush();
    expect(window.location.pathname).toBe('/saved-searches/32');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.title).not.toContain('Abriendo');
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { SavedSearch } from '@opengood/contracts';
import { DESIGN_SYSTEM_NS, designSystemTranslations } from '@opengood/design-system';
import { parseSearchParams } from '@opengood/routes';
import {
  AppProviders,
  addNamespace,
  createAppStore,
  createI18n,
  selectUser,
  testUser,
  userLoaded,
  type HttpClient,
} from '@opengood/platform';
import { SEARCH_NS, translations } from '../../i18n';
import { SaveSearchControl } from './SaveSearchControl';

const user = testUser({ lang: 'en' });

const saved: SavedSearch = {
  id: 31,
  text: 'nurse',
  filters: {},
  location: null,
  placeId: null,
  index: 'JOB',
  radius: 'auto',
  name: 'nurse',
  notifyByEmail: false,
  created: '2026-01-02T03:04:05.000Z',
};
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function renderControl({ signedIn, lang = 'en' }: { signedIn: boolean; lang?: 'en' | 'es' }) {
  window.history.replaceState(null, '', '/en/jobs?q=nurse');
  const http = {
    get: jest
      .fn()
      .mockResolvedValue({ user: { ...user, savedSearches: [{ id: 31 }], savingSearchStatus: 'EDITING' } }),
    post: jest.fn(async (url: string) =>
      url === '/data/tmp-storage' ? { data: { id: 'a'.repeat(22) } } : { savedSearch: saved },
    ),
    patch: jest.fn(async (_url: string, body: Partial<SavedSearch>) => ({
      savedSearch: { ...saved, ...body },
    })),
    delete: jest.fn().mockResolvedValue({ ok: true }),
  } as unknown as HttpClient & Record<'get' | 'post' | 'patch' | 'delete', jest.Mock>;
  const store = createAppStore({ context: { http } });
  store.dispatch(userLoaded(signedIn ? user : null));
  const i18n = createI18n(lang);
  addNamespace(i18n, SEARCH_NS, translations);
  addNamespace(i18n, DESIGN_SYSTEM_NS, designSystemTranslations);
  render(
    <AppProviders store={store} i18n={i18n} platform={{ http, preload: () => undefined, supportUrl: '' }}>
      <SaveSearchControl type="JOB" parsed={parseSearchParams('JOB', 'q=nurse', 'en')} location={null} />
    </AppProviders>,
  );
  return { http, store };
}

describe('SaveSearchControl', () => {
  it('saves the search, then sets its name and email alert (EDITING → SAVED), and removes it', async () => {
    const { http, store } = renderControl({ signedIn: true });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Save search/ })));
    await flush();
    expect(http.post).toHaveBeenCalledWith('/data/saved-searches', {
      text: 'nurse',
      filters: {},
      radius: 'auto',
      location: null,
      placeId: null,
      index: 'JOB',
    });
    // The session's user now lists it.
    expect(selectUser(store.getState())?.savedSearches).toEqual([{ id: 31 }]);
    const dialog = screen.getByTestId('saved-search-dialog');
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('nurse');
    fireEvent.change(name, { target: { value: 'Night nurse' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Email me new listings/ }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await flush();
    expect(http.patch).toHaveBeenCalledWith('/data/saved-searches/31', {
      name: 'Night nurse',
      notifyByEmail: true,
    });
    expect(screen.queryByTestId('saved-search-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('saved-search-badge')).toHaveTextContent('Search saved');
    expect(screen.getByText('Email alert on')).toBeInTheDocument();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove' })));
    await flush();
    expect(http.delete).toHaveBeenCalledWith('/data/saved-searches/31');
    expect(screen.getByRole('button', { name: /Save search/ })).toBeInTheDocument();
  });

  it('asks a visitor to sign up and keeps the search for after sign-up (SAVE_SEARCH)', async () => {
    const { http } = renderControl({ signedIn: false, lang: 'es' });
    fireEvent.click(screen.getByRole('button', { name: /Guardar búsqueda/ }));
    const dialog = screen.getByTestId('save-search-signup');
    expect(dialog).toHaveTextContent('Regístrate para guardar esta búsqueda');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Registrarse' })));
    await flush();
    expect(http.post).toHaveBeenCalledTimes(1);
    const [url, body] = http.post.mock.calls[0] as [string, { data: string }];
    expect(url).toBe('/data/tmp-storage');
    expect(JSON.parse(body.data)).toEqual([
      {
        kind: 'SAVE_SEARCH',
        data: { text: 'nurse', filters: {}, radius: 'auto', location: null, index: 'JOB', placeId: null },
      },
      { kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: '/en/jobs?q=nurse' } },
    ]);
    expect(window.location.pathname).toBe('/signup');
  });
});

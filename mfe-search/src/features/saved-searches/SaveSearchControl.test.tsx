import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { SavedSearch } from '@opengood/contracts';
import {
  DESIGN_SYSTEM_NS,
  designSystemBundledTranslations as designSystemTranslations,
} from '@opengood/design-system';
import { parseSearchParams } from '@opengood/routes';
import {
  AppProviders,
  HttpError,
  addNamespace,
  createAppStore,
  selectUser,
  selectMutation,
  testUser,
  userLoaded,
} from '@opengood/platform';
import { createFakeHttp, createTestI18n } from '@opengood/platform/testing';
import { SEARCH_NS } from '../../i18n';
import { bundledTranslations as translations } from '../../i18n/bundled';
import { SaveSearchControl } from './SaveSearchControl';
import { saveSearch } from './savedSearchMutations';

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
  const fake = createFakeHttp({
    me: { user: { ...user, savedSearches: [{ id: 31 }], savingSearchStatus: 'EDITING' } },
    createTmpStorage: { data: { id: 'a'.repeat(22) } },
    createSavedSearch: { savedSearch: saved },
    updateSavedSearch: ({ body }) => ({ savedSearch: { ...saved, ...(body as Partial<SavedSearch>) } }),
    deleteSavedSearch: { ok: true },
  });
  const { http } = fake;
  const store = createAppStore({ context: { http } });
  store.dispatch(userLoaded(signedIn ? user : null));
  const i18n = createTestI18n(lang);
  addNamespace(i18n, SEARCH_NS, translations);
  addNamespace(i18n, DESIGN_SYSTEM_NS, designSystemTranslations);
  render(
    <AppProviders store={store} i18n={i18n} platform={{ http, preload: () => undefined, supportUrl: '' }}>
      <SaveSearchControl type="JOB" parsed={parseSearchParams('JOB', 'q=nurse', 'en')} location={null} />
    </AppProviders>,
  );
  return { fake, store };
}

describe('SaveSearchControl', () => {
  it('saves the search, then sets its name and email alert (EDITING → SAVED), and removes it', async () => {
    const { fake, store } = renderControl({ signedIn: true });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Save search/ })));
    await flush();
    expect(fake.callsOf('createSavedSearch').map((c) => c.body)).toEqual([
      {
        text: 'nurse',
        filters: {},
        radius: 'auto',
        location: null,
        placeId: null,
        index: 'JOB',
      },
    ]);
    // The session's user now lists it.
    expect(selectUser(store.getState())?.savedSearches).toEqual([{ id: 31 }]);
    const dialog = screen.getByTestId('saved-search-dialog');
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('nurse');
    fireEvent.change(name, { target: { value: 'Night nurse' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Email me new listings/ }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await flush();
    expect(fake.callsOf('updateSavedSearch').map((c) => [c.url, c.body])).toEqual([
      ['/data/saved-searches/31', { name: 'Night nurse', notifyByEmail: true }],
    ]);
    expect(screen.queryByTestId('saved-search-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('saved-search-badge')).toHaveTextContent('Search saved');
    expect(screen.getByText('Email alert on')).toBeInTheDocument();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove' })));
    await flush();
    expect(fake.callsOf('deleteSavedSearch').map((c) => c.url)).toEqual(['/data/saved-searches/31']);
    expect(screen.getByRole('button', { name: /Save search/ })).toBeInTheDocument();
  });

  it('asks a visitor to sign up and keeps the search for after sign-up (SAVE_SEARCH)', async () => {
    const { fake } = renderControl({ signedIn: false, lang: 'es' });
    fireEvent.click(screen.getByRole('button', { name: /Guardar búsqueda/ }));
    const dialog = screen.getByTestId('save-search-signup');
    expect(dialog).toHaveTextContent('Regístrate para guardar esta búsqueda');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Registrarse' })));
    await flush();
    expect(fake.calls.map((c) => c.route)).toEqual(['createTmpStorage']);
    const body = fake.calls[0]!.body as { data: string };
    expect(JSON.parse(body.data)).toEqual([
      {
        kind: 'SAVE_SEARCH',
        data: { text: 'nurse', filters: {}, radius: 'auto', location: null, index: 'JOB', placeId: null },
      },
      { kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: '/en/jobs?q=nurse' } },
    ]);
    expect(window.location.pathname).toBe('/signup');
  });

  it('says when saving failed, and forgets it when the control goes', async () => {
    const { fake, store } = renderControl({ signedIn: true });
    fake.answer(
      'createSavedSearch',
      new HttpError(400, '', { message: 'Invalid request', errors: { text: 'Too long' } }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Save search/ })));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('That did not work. Please try again.');
    expect(selectMutation(store.getState(), saveSearch.name)?.status).toBe('failed');
    cleanup();
    expect(selectMutation(store.getState(), saveSearch.name)).toBeUndefined();
  });
});

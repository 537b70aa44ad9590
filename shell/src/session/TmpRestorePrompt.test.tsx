import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Lang, TmpRecord } from '@opengood/contracts';
import { userLoaded } from '@opengood/platform';
import { renderChrome } from '../testing/renderChrome';
import { testSavedSearch, testUser } from '../testing/fixtures';
import { TORONTO } from '../search/testPlaces';
import { createSavedSearchRestoreSaga } from './savedSearchRestore';
import { createTmpRestoreSaga } from './tmpRestore';
import { tmpRestoreSlice } from './tmpRestoreSlice';
import { TmpRestorePrompt } from './TmpRestorePrompt';

// Issue 15, item 13: a link carrying a tmpId made a signed-in visitor's browser save the search and the
// listing in that entry without a word. Now the user sees what the entry would do and nothing happens
// until they confirm.

const TMP = 'AbCdEfGhIjKlMnOpQrStUv';
const records: TmpRecord[] = [
  {
    kind: 'SAVE_SEARCH',
    data: {
      text: 'nurse',
      filters: {},
      radius: null,
      location: TORONTO,
      index: 'JOB',
      placeId: null,
    },
  },
  { kind: 'SAVE_LISTING', data: { id: 12, type: 'VOLOP' } },
  { kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: '/en/jobs?q=nurse' } },
];

function start(lang: Lang = 'en') {
  const path = `/${lang}?tmpId=${TMP}`;
  const rendered = renderChrome(<TmpRestorePrompt />, {
    lang,
    path,
    api: {
      tmpStorage: { data: { id: TMP, data: JSON.stringify(records) } },
      deleteTmpStorage: { ok: true },
      me: { user: testUser() },
      createSavedSearch: {
        savedSearch: testSavedSearch({
          id: 5,
          text: 'nurse',
          name: 'nurse · Toronto, ON',
          location: TORONTO,
        }),
      },
    },
  });
  const { store, i18n } = rendered;
  store.injectSlice('shell', tmpRestoreSlice);
  const navigate = jest.fn();
  store.runSaga('shell/savedSearchRestore', createSavedSearchRestoreSaga(i18n));
  store.runSaga(
    'shell/tmpRestore',
    createTmpRestoreSaga({
      href: () => window.location.pathname + window.location.search,
      replaceUrl: (href) => window.history.replaceState(null, '', href),
      navigate,
      subscribeToNavigation: () => () => undefined,
    }),
  );
  return { ...rendered, navigate };
}

beforeEach(() => window.localStorage.clear());

describe('the restore asks first', () => {
  it('lists what the entry would do, focuses the confirmation, and saves nothing when declined', async () => {
    const { store, fake, navigate } = start();
    await act(async () => void store.dispatch(userLoaded(testUser())));
    const dialog = await screen.findByRole('dialog', { name: 'Finish what you started?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const items = within(within(dialog).getByRole('list', { name: 'What will be done' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Save the search “nurse · Toronto, ON, Canada”',
      'Save the volunteer opportunity no. 12 to your saved listings',
      'Then take you to /en/jobs?q=nurse',
    ]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Yes, do it' })).toHaveFocus());
    expect(fake.callsOf('createSavedSearch')).toHaveLength(0);

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'No, thanks' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.callsOf('deleteTmpStorage').map((c) => c.url)).toEqual([`/data/tmp-storage/${TMP}`]);
    expect(fake.callsOf('createSavedSearch')).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(window.location.search).toBe('');
  });

  it('Escape declines too', async () => {
    const { store, fake } = start();
    await act(async () => void store.dispatch(userLoaded(testUser())));
    const dialog = await screen.findByRole('dialog', { name: 'Finish what you started?' });
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(fake.callsOf('deleteTmpStorage')).toHaveLength(1));
    expect(fake.callsOf('createSavedSearch')).toHaveLength(0);
  });

  it('applies the entry once confirmed: the search is saved and the user goes on', async () => {
    const { store, fake, navigate } = start();
    await act(async () => void store.dispatch(userLoaded(testUser())));
    const dialog = await screen.findByRole('dialog', { name: 'Finish what you started?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, do it' })));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/jobs?q=nurse'));
    // (The listing is the platform's session saga's to save, not running here.)
    await waitFor(() => expect(fake.callsOf('createSavedSearch')).toHaveLength(1));
    expect(fake.callsOf('createSavedSearch')[0]!.body).toEqual(records[0]!.data);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['es', '¿Terminar lo que empezaste?', 'Guardar la búsqueda «nurse · Toronto, ON, Canada»', 'Sí, hacerlo'],
    ['pt', 'Concluir o que você começou?', 'Salvar a busca “nurse · Toronto, ON, Canada”', 'Sim, fazer'],
  ] as const)('asks in the page’s language (%s)', async (lang, title, search, confirm) => {
    const { store } = start(lang);
    await act(async () => void store.dispatch(userLoaded(testUser({ lang }))));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent(search);
    expect(within(dialog).getByRole('button', { name: confirm })).toBeInTheDocument();
  });
});

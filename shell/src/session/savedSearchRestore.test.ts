import {
  HttpError,
  addNamespace,
  createAppStore,
  createI18n,
  selectFlash,
  selectUser,
  tmpRecordRestored,
  userLoaded,
  type HttpClient,
} from '@opengood/platform';
import type { TmpRecord, User } from '@opengood/contracts';
import { DATA_PREFIX, DATA_ROUTES } from '@opengood/contracts';
import { SHELL_NS, shellTranslations } from '../i18n/namespace';
import { SAVED_SEARCHES_URL, createSavedSearchRestoreSaga } from './savedSearchRestore';

const user = {
  id: 1,
  emailVerified: true,
  firstName: 'Ana',
  lastName: 'Lima',
  savedSearches: [],
} as unknown as User;
const record: Extract<TmpRecord, { kind: 'SAVE_SEARCH' }> = {
  kind: 'SAVE_SEARCH',
  data: {
    text: 'salud',
    filters: { functions: ['LEGAL'] },
    radius: null,
    location: null,
    index: 'JOB',
    placeId: null,
  },
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function run(post: jest.Mock, lang: 'en' | 'es' = 'es') {
  const http = {
    post,
    get: jest.fn().mockResolvedValue({ user: { ...user, savedSearches: [{ id: 8 }] } }),
  } as unknown as HttpClient & { get: jest.Mock };
  const store = createAppStore({ context: { http } });
  const i18n = createI18n(lang);
  addNamespace(i18n, SHELL_NS, shellTranslations);
  store.dispatch(userLoaded(user));
  store.runSaga('shell/savedSearchRestore', createSavedSearchRestoreSaga(i18n));
  store.dispatch(tmpRecordRestored(record));
  store.dispatch(tmpRecordRestored({ kind: 'SAVE_LISTING', data: { id: 3, type: 'JOB' } }));
  await flush();
  await flush();
  return { store, http };
}

describe('a search saved before sign-up', () => {
  it('uses the contracts’ address', () => {
    expect(DATA_PREFIX + DATA_ROUTES.createSavedSearch.path).toBe(SAVED_SEARCHES_URL);
  });

  it('is saved once restored, the user refreshed, and a flash says so in the page’s language', async () => {
    const post = jest.fn().mockResolvedValue({ savedSearch: { id: 8, name: 'salud' } });
    const { store } = await run(post);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/data/saved-searches', record.data);
    expect(selectUser(store.getState())?.savedSearches).toEqual([{ id: 8 }]);
    const [flash] = selectFlash(store.getState());
    expect(flash).toMatchObject({ id: 'saved-search-8', sticky: true });
    expect(flash!.type).toContain('Guardamos tu búsqueda «salud»');
  });

  it('says when it could not be saved', async () => {
    const post = jest.fn().mockRejectedValue(new HttpError(409, '{}'));
    const { store } = await run(post, 'en');
    expect(selectFlash(store.getState())[0]!.type).toBe(
      'We could not save the search you started before signing up. Please save it again.',
    );
  });
});

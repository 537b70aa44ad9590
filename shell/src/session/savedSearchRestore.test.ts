import {
  HttpError,
  addNamespace,
  createAppStore,
  selectFlash,
  selectUser,
  tmpRecordRestored,
  userLoaded,
} from '@opengood/platform';
import { createFakeHttp, type FakeHandler, createTestI18n } from '@opengood/platform/testing';
import type { TmpRecord } from '@opengood/contracts';
import { SHELL_NS } from '../i18n/namespace';
import { bundledTranslations as shellTranslations } from '../i18n/bundled';
import { testSavedSearch, testUser } from '../testing/fixtures';
import { createSavedSearchRestoreSaga } from './savedSearchRestore';

const user = testUser({ firstName: 'Ana', lastName: 'Lima', savedSearches: [] });
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

async function run(save: FakeHandler<'createSavedSearch'>, lang: 'en' | 'es' = 'es') {
  const fake = createFakeHttp({
    createSavedSearch: save,
    me: { user: { ...user, savedSearches: [{ id: 8 }] } },
  });
  const store = createAppStore({ context: { http: fake.http } });
  const i18n = createTestI18n(lang);
  addNamespace(i18n, SHELL_NS, shellTranslations);
  store.dispatch(userLoaded(user));
  store.runSaga('shell/savedSearchRestore', createSavedSearchRestoreSaga(i18n));
  store.dispatch(tmpRecordRestored(record));
  store.dispatch(tmpRecordRestored({ kind: 'SAVE_LISTING', data: { id: 3, type: 'JOB' } }));
  await flush();
  await flush();
  return { store, fake };
}

describe('a search saved before sign-up', () => {
  it('is saved once restored, the user refreshed, and a flash says so in the page’s language', async () => {
    const { store, fake } = await run({
      savedSearch: testSavedSearch({ filters: { functions: ['LEGAL'] } }),
    });
    expect(fake.callsOf('createSavedSearch').map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /data/saved-searches',
    ]);
    expect(fake.callsOf('createSavedSearch')[0]!.body).toEqual(record.data);
    expect(selectUser(store.getState())?.savedSearches).toEqual([{ id: 8 }]);
    const [flash] = selectFlash(store.getState());
    expect(flash).toMatchObject({ id: 'saved-search-8', sticky: true });
    expect(flash!.type).toContain('Guardamos tu búsqueda «salud»');
  });

  it('says when it could not be saved', async () => {
    const { store } = await run(
      new HttpError(409, '', { message: 'Too many', errors: { savedSearches: 'LIMIT' } }),
      'en',
    );
    expect(selectFlash(store.getState())[0]!.type).toBe(
      'We could not save the search you started before signing up. Please save it again.',
    );
  });
});

import type { User } from '@opengood/contracts';
import { take } from 'redux-saga/effects';
import {
  createAppStore,
  HttpError,
  pendingTmp,
  rememberPendingTmp,
  tmpRecordRestored,
  userLoaded,
  userUpdated,
} from '@opengood/platform';
import { createFakeHttp, type FakeHandler } from '@opengood/platform/testing';
import { canRestore, createTmpRestoreSaga } from './tmpRestore';
import { selectTmpRestoreOffer, tmpRestoreAnswered, tmpRestoreSlice } from './tmpRestoreSlice';
import { tmpIdOf, withoutTmpId, withTmpId } from './tmpUrl';

const TMP = 'AbCdEfGhIjKlMnOpQrStUv';
const user = (overrides: Partial<User> = {}) =>
  ({ id: 1, emailVerified: true, firstName: 'Ana', lastName: 'Lima', ...overrides }) as User;

describe('tmpId in the URL', () => {
  it('reads a well-formed id only', () => {
    expect(tmpIdOf(`/?tmpId=${TMP}`)).toBe(TMP);
    expect(tmpIdOf('/?tmpId=short')).toBeNull();
    expect(tmpIdOf('/dashboard')).toBeNull();
  });

  it('adds and strips it, keeping the rest of the address', () => {
    expect(withTmpId('/es?x=1', TMP)).toBe(`/es?x=1&tmpId=${TMP}`);
    // The retired `tmpRestore=force` goes with the id.
    expect(withoutTmpId(`/es?x=1&tmpId=${TMP}&tmpRestore=force#top`)).toBe('/es?x=1#top');
  });
});

describe('canRestore (docs/product/accounts.md#temporary-data)', () => {
  it('needs a user with a verified email and both names', () => {
    expect(canRestore(user())).toBe(true);
    expect(canRestore(null)).toBe(false);
    expect(canRestore(user({ emailVerified: false }))).toBe(false);
    expect(canRestore(user({ firstName: null }))).toBe(false);
    expect(canRestore(user({ lastName: '  ' }))).toBe(false);
  });
});

describe('tmpRestoreSaga', () => {
  const records = [
    { kind: 'SAVE_LISTING', data: { id: 12, type: 'JOB' } },
    { kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: '/post-a-listing' } },
  ];

  function setup(href: string, entry: FakeHandler<'tmpStorage'>) {
    rememberPendingTmp(TMP);
    let current = href;
    let onNavigate = () => {};
    const fake = createFakeHttp({ tmpStorage: entry, deleteTmpStorage: { ok: true } });
    const store = createAppStore({ context: { http: fake.http } });
    store.injectSlice('shell', tmpRestoreSlice);
    const restored: unknown[] = [];
    store.runSaga('test/restored', function* () {
      while (true) {
        const action: ReturnType<typeof tmpRecordRestored> = yield take(tmpRecordRestored.type);
        restored.push(action.payload);
      }
    });
    const deps = {
      href: () => current,
      replaceUrl: jest.fn((h: string) => (current = h)),
      navigate: jest.fn(),
      subscribeToNavigation: (listener: () => void) => {
        onNavigate = listener;
        return () => undefined;
      },
    };
    store.runSaga('shell/tmpRestore', createTmpRestoreSaga(deps));
    return {
      store,
      fake,
      deps,
      restored,
      navigateTo: (h: string) => {
        current = h;
        onNavigate();
      },
    };
  }
  const settle = () => new Promise((r) => setTimeout(r, 20));

  it('waits for a verified user with names, asks them, then restores, deletes, cleans the URL and redirects', async () => {
    const { store, fake, deps, restored } = setup(`/?tmpId=${TMP}`, {
      data: { id: TMP, data: JSON.stringify(records) },
    });
    store.dispatch(userLoaded(user({ emailVerified: false })));
    await settle();
    expect(fake.callsOf('tmpStorage')).toHaveLength(0);

    store.dispatch(userUpdated(user({ emailVerified: true })));
    expect(fake.callsOf('tmpStorage')).toHaveLength(0); // userUpdated of another user id (none signed in yet) is ignored
    store.dispatch(userLoaded(user()));
    await settle();
    expect(fake.callsOf('tmpStorage').map((c) => c.url)).toEqual([`/data/tmp-storage/${TMP}`]);
    // Nothing is applied before the user answers.
    expect(selectTmpRestoreOffer(store.getState())).toEqual({ tmpId: TMP, records });
    expect(restored).toEqual([]);
    expect(fake.callsOf('deleteTmpStorage')).toHaveLength(0);
    expect(deps.navigate).not.toHaveBeenCalled();

    store.dispatch(tmpRestoreAnswered({ tmpId: TMP, apply: true }));
    await settle();
    expect(selectTmpRestoreOffer(store.getState())).toBeNull();
    expect(restored).toEqual(records);
    expect(fake.callsOf('deleteTmpStorage').map((c) => `${c.method} ${c.url}`)).toEqual([
      `DELETE /data/tmp-storage/${TMP}`,
    ]);
    expect(deps.replaceUrl).toHaveBeenCalledWith('/');
    expect(pendingTmp()).toBeNull();
    expect(deps.navigate).toHaveBeenCalledWith('/post-a-listing');
  });

  it('applies nothing when the user declines: the entry is deleted, the URL cleaned, and the user stays', async () => {
    const { store, fake, deps, restored } = setup(`/es?tmpId=${TMP}`, {
      data: { id: TMP, data: JSON.stringify(records) },
    });
    store.dispatch(userLoaded(user()));
    await settle();
    store.dispatch(tmpRestoreAnswered({ tmpId: 'another-entry-answered', apply: true }));
    await settle();
    expect(restored).toEqual([]);
    store.dispatch(tmpRestoreAnswered({ tmpId: TMP, apply: false }));
    await settle();
    expect(restored).toEqual([]);
    expect(fake.callsOf('deleteTmpStorage').map((c) => `${c.method} ${c.url}`)).toEqual([
      `DELETE /data/tmp-storage/${TMP}`,
    ]);
    expect(deps.replaceUrl).toHaveBeenCalledWith('/es');
    expect(pendingTmp()).toBeNull();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('goes on without asking when the entry only names the page to go on to (sign-up to post)', async () => {
    const onlyRedirect = [{ kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: '/post-a-listing' } }];
    const { store, deps, restored } = setup(`/?tmpId=${TMP}`, {
      data: { id: TMP, data: JSON.stringify(onlyRedirect) },
    });
    store.dispatch(userLoaded(user()));
    await settle();
    expect(selectTmpRestoreOffer(store.getState())).toBeNull();
    expect(restored).toEqual(onlyRedirect);
    expect(deps.navigate).toHaveBeenCalledWith('/post-a-listing');
  });

  it('a link with tmpRestore=force restores nothing for a user whose email is not verified', async () => {
    const { store, fake } = setup(`/?tmpId=${TMP}&tmpRestore=force`, {
      data: { id: TMP, data: JSON.stringify(records) },
    });
    store.dispatch(userLoaded(user({ emailVerified: false })));
    await settle();
    expect(fake.callsOf('tmpStorage')).toHaveLength(0);
  });

  it('restores when a navigation brings a tmpId for a user already known', async () => {
    const { store, fake, navigateTo } = setup('/', { data: { id: TMP, data: '[]' } });
    store.dispatch(userLoaded(user()));
    await settle();
    expect(fake.callsOf('tmpStorage')).toHaveLength(0);
    navigateTo(`/es?tmpId=${TMP}`);
    await settle();
    expect(fake.callsOf('tmpStorage')).toHaveLength(1);
  });

  it('an entry that is gone is forgotten and stripped from the URL, without records', async () => {
    const { store, fake, deps } = setup(
      `/?tmpId=${TMP}&a=1`,
      new HttpError(404, '', { message: 'Not found', errors: {} }),
    );
    store.dispatch(userLoaded(user()));
    await settle();
    expect(fake.callsOf('tmpStorage')).toHaveLength(1);
    expect(fake.callsOf('deleteTmpStorage')).toHaveLength(0);
    expect(deps.replaceUrl).toHaveBeenCalledWith('/?a=1');
    expect(pendingTmp()).toBeNull();
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});

import type { User } from '@opengood/contracts';
import { take } from 'redux-saga/effects';
import {
  createAppStore,
  HttpError,
  tmpRecordRestored,
  userLoaded,
  userUpdated,
  type HttpClient,
} from '@opengood/platform';
import { pendingTmp, rememberPendingTmp } from '@opengood/platform';
import { canRestore, createTmpRestoreSaga } from './tmpRestore';
import { isRestoreForced, tmpIdOf, withoutTmpId, withTmpId } from './tmpUrl';

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
    expect(withoutTmpId(`/es?x=1&tmpId=${TMP}&tmpRestore=force#top`)).toBe('/es?x=1#top');
    expect(isRestoreForced(`/?tmpId=${TMP}&tmpRestore=force`)).toBe(true);
  });
});

describe('canRestore (spec §4, §5)', () => {
  it('needs a user with a verified email and both names', () => {
    expect(canRestore(user(), false)).toBe(true);
    expect(canRestore(null, true)).toBe(false);
    expect(canRestore(user({ emailVerified: false }), false)).toBe(false);
    expect(canRestore(user({ firstName: null }), true)).toBe(false);
    expect(canRestore(user({ lastName: '  ' }), true)).toBe(false);
  });

  it('a forced restore does not need the verified email', () => {
    expect(canRestore(user({ emailVerified: false }), true)).toBe(true);
  });
});

describe('tmpRestoreSaga', () => {
  const records = [
    { kind: 'SAVE_LISTING', data: { id: 12, type: 'JOB' } },
    { kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: '/post-a-listing' } },
  ];

  function setup(href: string, get: () => Promise<unknown>) {
    rememberPendingTmp(TMP);
    let current = href;
    let onNavigate = () => {};
    const http = {
      get: jest.fn(get),
      delete: jest.fn(async () => ({ ok: true })),
    } as unknown as HttpClient;
    const store = createAppStore({ context: { http } });
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
      http,
      deps,
      restored,
      navigateTo: (h: string) => {
        current = h;
        onNavigate();
      },
    };
  }
  const settle = () => new Promise((r) => setTimeout(r, 20));

  it('waits for a verified user with names, then restores, deletes, cleans the URL and redirects', async () => {
    const { store, http, deps, restored } = setup(`/?tmpId=${TMP}`, async () => ({
      data: { id: TMP, data: JSON.stringify(records) },
    }));
    store.dispatch(userLoaded(user({ emailVerified: false })));
    await settle();
    expect(http.get).not.toHaveBeenCalled();

    store.dispatch(userUpdated(user({ emailVerified: true })));
    expect(http.get).not.toHaveBeenCalled(); // userUpdated of another user id (none signed in yet) is ignored
    store.dispatch(userLoaded(user()));
    await settle();
    expect(http.get).toHaveBeenCalledWith(`/data/tmp-storage/${TMP}`);
    expect(restored).toEqual(records);
    expect(http.delete).toHaveBeenCalledWith(`/data/tmp-storage/${TMP}`);
    expect(deps.replaceUrl).toHaveBeenCalledWith('/');
    expect(pendingTmp()).toBeNull();
    expect(deps.navigate).toHaveBeenCalledWith('/post-a-listing');
  });

  it('restores when a navigation brings a tmpId for a user already known', async () => {
    const { store, http, navigateTo } = setup('/', async () => ({ data: { id: TMP, data: '[]' } }));
    store.dispatch(userLoaded(user()));
    await settle();
    expect(http.get).not.toHaveBeenCalled();
    navigateTo(`/es?tmpId=${TMP}`);
    await settle();
    expect(http.get).toHaveBeenCalledTimes(1);
  });

  it('an entry that is gone is forgotten and stripped from the URL, without records', async () => {
    const { store, http, deps } = setup(`/?tmpId=${TMP}&a=1`, () =>
      Promise.reject(new HttpError(404, '{}', {})),
    );
    store.dispatch(userLoaded(user()));
    await settle();
    expect(http.get).toHaveBeenCalledTimes(1);
    expect(http.delete).not.toHaveBeenCalled();
    expect(deps.replaceUrl).toHaveBeenCalledWith('/?a=1');
    expect(pendingTmp()).toBeNull();
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});

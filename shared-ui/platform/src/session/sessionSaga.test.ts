import { HttpError } from '../http';
import { createAppStore } from '../store/createAppStore';
import { createFakeHttp, type FakeHandlers } from '../testing';
import { selectEnvironment, selectSessionStatus, selectUser } from './selectors';
import { sessionSaga } from './sessionSaga';
import { userSignedIn, userSignedOut } from './sessionSlice';
import { testUser } from './testUser';

const environment = {
  showAcceptCookies: false,
  guessedLocation: null,
  isUS: true,
  abExperiments: [],
  oidcSignIn: false,
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const unavailable = () => new HttpError(503, '', { message: 'Unavailable', errors: {} });

function setup(handlers: FakeHandlers) {
  const fake = createFakeHttp(handlers);
  const store = createAppStore({ context: { http: fake.http } });
  store.runSaga('platform/session', sessionSaga);
  return { store, fake };
}

describe('sessionSaga', () => {
  it('loads the user and the environment at boot', async () => {
    const user = testUser();
    const { store, fake } = setup({ me: { user }, environment: { ...environment, _version: 1 } });
    expect(selectSessionStatus(store.getState())).toBe('loading');
    await flush();
    expect(selectUser(store.getState())).toEqual(user);
    expect(selectSessionStatus(store.getState())).toBe('known');
    expect(selectEnvironment(store.getState())).toEqual(environment);
    expect(fake.calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual([
      'GET /data/environment',
      'GET /data/users/me',
    ]);
  });

  it('a signed-out visitor is known with no user', async () => {
    const { store } = setup({ me: { user: null }, environment });
    await flush();
    expect(selectSessionStatus(store.getState())).toBe('known');
    expect(selectUser(store.getState())).toBeNull();
  });

  it('a failed /users/me leaves the session unknown; a failed environment leaves it null', async () => {
    const { store } = setup({ me: unavailable, environment: unavailable });
    await flush();
    expect(selectSessionStatus(store.getState())).toBe('unknown');
    expect(selectEnvironment(store.getState())).toBeNull();
  });

  it('loads both again after a log-in and after a log-out', async () => {
    let user: ReturnType<typeof testUser> | null = null;
    const { store, fake } = setup({ me: () => ({ user }), environment });
    await flush();
    expect(fake.calls).toHaveLength(2);

    user = testUser({ emailVerified: false });
    store.dispatch(userSignedIn(testUser()));
    expect(selectUser(store.getState())?.emailVerified).toBe(true);
    await flush();
    expect(fake.calls).toHaveLength(4);
    expect(selectUser(store.getState())?.emailVerified).toBe(false); // the fresh answer wins

    user = null;
    store.dispatch(userSignedOut());
    await flush();
    expect(fake.calls).toHaveLength(6);
    expect(selectUser(store.getState())).toBeNull();
    expect(selectSessionStatus(store.getState())).toBe('known');
  });
});

import type { HttpClient } from '../http';
import { createAppStore } from '../store/createAppStore';
import { selectEnvironment, selectSessionStatus, selectUser } from './selectors';
import { ENVIRONMENT_URL, ME_URL, sessionSaga } from './sessionSaga';
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

function setup(answers: Record<string, () => Promise<unknown>>) {
  const get = jest.fn((url: string) => answers[url]?.() ?? Promise.reject(new Error(`no answer for ${url}`)));
  const http = { get } as unknown as HttpClient;
  const store = createAppStore({ context: { http } });
  store.runSaga('platform/session', sessionSaga);
  return { store, get };
}

describe('sessionSaga', () => {
  it('loads the user and the environment at boot', async () => {
    const user = testUser();
    const { store, get } = setup({
      [ME_URL]: async () => ({ user }),
      [ENVIRONMENT_URL]: async () => ({ ...environment, _version: 1 }),
    });
    expect(selectSessionStatus(store.getState())).toBe('loading');
    await flush();
    expect(selectUser(store.getState())).toEqual(user);
    expect(selectSessionStatus(store.getState())).toBe('known');
    expect(selectEnvironment(store.getState())).toEqual(environment);
    expect(get.mock.calls.map(([url]) => url).sort()).toEqual([ENVIRONMENT_URL, ME_URL].sort());
  });

  it('a signed-out visitor is known with no user', async () => {
    const { store } = setup({
      [ME_URL]: async () => ({ user: null }),
      [ENVIRONMENT_URL]: async () => environment,
    });
    await flush();
    expect(selectSessionStatus(store.getState())).toBe('known');
    expect(selectUser(store.getState())).toBeNull();
  });

  it('a failed /users/me leaves the session unknown; a failed environment leaves it null', async () => {
    const { store } = setup({
      [ME_URL]: () => Promise.reject(new Error('HTTP 503')),
      [ENVIRONMENT_URL]: () => Promise.reject(new Error('HTTP 503')),
    });
    await flush();
    expect(selectSessionStatus(store.getState())).toBe('unknown');
    expect(selectEnvironment(store.getState())).toBeNull();
  });

  it('loads both again after a log-in and after a log-out', async () => {
    let user: ReturnType<typeof testUser> | null = null;
    const { store, get } = setup({
      [ME_URL]: async () => ({ user }),
      [ENVIRONMENT_URL]: async () => environment,
    });
    await flush();
    expect(get).toHaveBeenCalledTimes(2);

    user = testUser({ emailVerified: false });
    store.dispatch(userSignedIn(testUser()));
    expect(selectUser(store.getState())?.emailVerified).toBe(true);
    await flush();
    expect(get).toHaveBeenCalledTimes(4);
    expect(selectUser(store.getState())?.emailVerified).toBe(false); // the fresh answer wins

    user = null;
    store.dispatch(userSignedOut());
    await flush();
    expect(get).toHaveBeenCalledTimes(6);
    expect(selectUser(store.getState())).toBeNull();
    expect(selectSessionStatus(store.getState())).toBe('known');
  });
});

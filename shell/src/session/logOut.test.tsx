import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AppProviders,
  HttpError,
  createAppStore,
  selectFlash,
  selectUser,
  userSignedIn,
} from '@opengood/platform';
import { createFakeHttp, type FakeHandlers, createTestI18n } from '@opengood/platform/testing';
import { testUser } from '../testing/fixtures';
import { LOGGED_OUT_FLASH } from './logOut';
import { useLogOut } from './useLogOut';

function setUp(api: FakeHandlers, lang: 'en' | 'es' = 'en') {
  window.history.replaceState(null, '', `/${lang}/dashboard`);
  const fake = createFakeHttp(api);
  const store = createAppStore({ context: { http: fake.http } });
  store.dispatch(userSignedIn(testUser()));
  const platform = { http: fake.http, preload: () => undefined, supportUrl: '' };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={store} i18n={createTestI18n(lang)} platform={platform}>
      {children}
    </AppProviders>
  );
  const { result } = renderHook(() => useLogOut(), { wrapper });
  return { fake, store, result };
}

describe('useLogOut', () => {
  it('posts the log-out, goes home, then clears the session, with the logged-out flash', async () => {
    const order: string[] = [];
    const { fake, store, result } = setUp(
      {
        logout: () => {
          order.push('post');
          return { ok: true };
        },
      },
      'es',
    );
    const pushState = window.history.pushState.bind(window.history);
    jest.spyOn(window.history, 'pushState').mockImplementation((...args) => {
      order.push(`navigate, signed in: ${selectUser(store.getState()) !== null}`);
      pushState(...args);
    });
    let done: boolean | undefined;
    await act(async () => {
      done = await result.current.logOut();
    });
    expect(done).toBe(true);
    expect(fake.callsOf('logout').map((c) => `${c.method} ${c.url}`)).toEqual(['POST /data/website/logout']);
    expect(window.location.pathname).toBe('/es');
    expect(order).toEqual(['post', 'navigate, signed in: true']);
    jest.restoreAllMocks();
    expect(selectUser(store.getState())).toBeNull();
    expect(selectFlash(store.getState()).map((f) => f.type)).toEqual([LOGGED_OUT_FLASH]);
  });

  it('a refused log-out keeps the user signed in and where they are, and says it failed', async () => {
    const { store, result } = setUp({
      logout: new HttpError(503, '', { message: 'Unavailable', errors: {} }),
    });
    let done: boolean | undefined;
    await act(async () => {
      done = await result.current.logOut();
    });
    expect(done).toBe(false);
    expect(result.current.failed).toBe(true);
    expect(window.location.pathname).toBe('/en/dashboard');
    expect(selectUser(store.getState())).not.toBeNull();
    act(() => result.current.reset());
    expect(result.current.failed).toBe(false);
  });
});

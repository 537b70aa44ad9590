import type { User } from '@opengood/contracts';
import { createAppStore, selectFlash, selectUser, userSignedIn, type HttpClient } from '@opengood/platform';
import { LOGGED_OUT_FLASH, LOGOUT_URL, logOut } from './logOut';

describe('logOut', () => {
  it('posts the log-out, goes home, then clears the session, with the logged-out flash', async () => {
    const store = createAppStore();
    store.dispatch(userSignedIn({ id: 3 } as User));
    const order: string[] = [];
    const http = { post: jest.fn(async () => order.push('post')) } as unknown as HttpClient;
    const navigate = jest.fn(() => {
      order.push(`navigate, signed in: ${selectUser(store.getState()) !== null}`);
    });
    await logOut({ http, store, navigate, lang: 'es' });
    expect(http.post).toHaveBeenCalledWith(LOGOUT_URL);
    expect(navigate).toHaveBeenCalledWith('/es');
    expect(order).toEqual(['post', 'navigate, signed in: true']);
    expect(selectUser(store.getState())).toBeNull();
    expect(selectFlash(store.getState()).map((f) => f.type)).toEqual([LOGGED_OUT_FLASH]);
  });

  it('a refused log-out keeps the user signed in and where they are', async () => {
    const store = createAppStore();
    store.dispatch(userSignedIn({ id: 3 } as User));
    const http = { post: jest.fn(() => Promise.reject(new Error('HTTP 503'))) } as unknown as HttpClient;
    const navigate = jest.fn();
    await expect(logOut({ http, store, navigate, lang: 'en' })).rejects.toThrow('HTTP 503');
    expect(navigate).not.toHaveBeenCalled();
    expect(selectUser(store.getState())).not.toBeNull();
  });
});

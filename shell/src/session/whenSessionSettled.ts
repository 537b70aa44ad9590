import { selectSessionStatus, type AppStore } from '@opengood/platform';

/** Long enough for /users/me on a slow line; a slower api must not keep the page blank. */
export const SESSION_WAIT_MS = 3000;

/**
 * Resolves once the session load under way has answered (known, or failed back to unknown), or after
 * `timeoutMs`: the shell waits for it before mounting a page whose language or access depend on the user.
 */
export function whenSessionSettled(store: AppStore, timeoutMs = SESSION_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (selectSessionStatus(store.getState()) !== 'loading') return resolve();
    let unsubscribe = () => {};
    const timer = setTimeout(() => {
      unsubscribe();
      resolve();
    }, timeoutMs);
    unsubscribe = store.subscribe(() => {
      if (selectSessionStatus(store.getState()) === 'loading') return;
      clearTimeout(timer);
      unsubscribe();
      resolve();
    });
  });
}

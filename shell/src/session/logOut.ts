import type { Lang } from '@opengood/contracts';
import { homePath } from '@opengood/routes';
import { flashReceived, userSignedOut, type AppStore, type HttpClient } from '@opengood/platform';

/** POST /data/website/logout (a plain path: the chrome must not bundle the account pages' schemas). */
export const LOGOUT_URL = '/data/website/logout';

/** The flash shown on the home page after logging out (translated by the chrome's flash strings). */
export const LOGGED_OUT_FLASH = 'LOGGED_OUT';

export interface LogOutDeps {
  http: HttpClient;
  store: AppStore;
  navigate: (href: string) => void;
  lang: Lang;
}

/**
 * Logs out (a POST: the api ends the session and rotates the CSRF cookie), then the user goes home and
 * the session is cleared, in that order (with the logged-out flash), so a login-required page being left is not guarded on the way
 * out. A failed POST leaves the user signed in and rejects.
 */
export async function logOut({ http, store, navigate, lang }: LogOutDeps): Promise<void> {
  await http.post(LOGOUT_URL);
  navigate(homePath(lang));
  store.dispatch(userSignedOut());
  // Shown at once: the page stays in the app (leaving home for home is not even a navigation).
  store.dispatch(flashReceived({ id: `logged-out-${Date.now()}`, type: LOGGED_OUT_FLASH }));
}

import type { Lang } from '@opengood/contracts';
import { homePath } from '@opengood/routes';
import { userSignedOut, type AppStore, type HttpClient } from '@opengood/platform';
import { writeFlash } from '../flash/flashCookie';

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
 * the session is cleared, in that order, so a login-required page being left is not guarded on the way
 * out. A failed POST leaves the user signed in and rejects.
 */
export async function logOut({ http, store, navigate, lang }: LogOutDeps): Promise<void> {
  await http.post(LOGOUT_URL);
  writeFlash({ type: LOGGED_OUT_FLASH });
  navigate(homePath(lang));
  store.dispatch(userSignedOut());
}

import type { Lang } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { homePath } from '@opengood/routes';
import { defineMutation, flashReceived, userSignedOut, type AppStore } from '@opengood/platform';

/**
 * POST /website/logout: the api ends the session and rotates the CSRF cookie. What follows is the
 * caller's (`leaveSignedOut`), in an order the mutation's `then` cannot keep: home first, then the session
 * cleared.
 */
export const logOut = defineMutation<'logout', void>({
  name: 'shell/logOut',
  route: routes.logout,
  input: () => ({}),
});

/** The flash shown on the home page after logging out (translated by the chrome's flash strings). */
export const LOGGED_OUT_FLASH = 'LOGGED_OUT';

export interface LeaveSignedOutDeps {
  store: AppStore;
  navigate: (href: string) => void;
  lang: Lang;
}

/**
 * After a log-out the api accepted: the user goes home, then the session is cleared (with the logged-out
 * flash), in that order, so a login-required page being left is not guarded on the way out.
 */
export function leaveSignedOut({ store, navigate, lang }: LeaveSignedOutDeps): void {
  navigate(homePath(lang));
  store.dispatch(userSignedOut());
  // Shown at once: the page stays in the app (leaving home for home is not even a navigation).
  store.dispatch(flashReceived({ id: `logged-out-${Date.now()}`, type: LOGGED_OUT_FLASH }));
}

import { isFairAreaPath, isLoginRequiredPath, loginPath } from '@opengood/routes';
import { selectIsSignedIn, selectSessionStatus, type AppStore, type SessionStatus } from '@opengood/platform';

/**
 * Where an anonymous visitor of a login-required page goes (docs/product/accounts.md#login-required): /login with the page's path
 * and query as `to`. Null while the session is not known (nobody is sent away on a guess), for a
 * signed-in user, and for open pages.
 */
export function loginRedirectFor(href: string, status: SessionStatus, signedIn: boolean): string | null {
  if (status !== 'known' || signedIn) return null;
  const url = new URL(href, 'http://site.invalid');
  if (!isLoginRequiredPath(url.pathname)) return null;
  return loginPath(url.pathname + url.search, { fair: isFairAreaPath(url.pathname) });
}

export interface GuardOptions {
  /** Sets the LOGIN_REQUIRED flash shown on the login page. */
  flashLoginRequired: () => void;
  /** Replaces the current history entry (the protected page is never shown, so Back skips it). */
  replace: (href: string) => void;
  /** Moves to a page (a navigation that was stopped on its way to a protected page). */
  navigate: (href: string) => void;
}

interface BeforeRoutingDetail {
  cancelNavigation?: (cancel?: boolean) => void;
}

/**
 * Sends anonymous visitors of login-required pages to log in first, before the page's area mounts: on a
 * single-spa navigation (the navigation is cancelled and replaced by the login page) and when the session
 * becomes known on such a page (at boot, or signed out elsewhere). Returns the stop function.
 */
export function guardLoginRequired(store: AppStore, options: GuardOptions, win: Window = window): () => void {
  const redirect = () =>
    loginRedirectFor(
      win.location.href,
      selectSessionStatus(store.getState()),
      selectIsSignedIn(store.getState()),
    );

  const onBeforeRouting = (event: Event) => {
    const to = redirect();
    const detail = (event as CustomEvent<BeforeRoutingDetail>).detail;
    if (to === null || !detail?.cancelNavigation) return;
    detail.cancelNavigation();
    options.flashLoginRequired();
    // After single-spa has put the previous URL back.
    setTimeout(() => options.navigate(to), 0);
  };

  let status = selectSessionStatus(store.getState());
  let signedIn = selectIsSignedIn(store.getState());
  const unsubscribe = store.subscribe(() => {
    const nextStatus = selectSessionStatus(store.getState());
    const nextSignedIn = selectIsSignedIn(store.getState());
    if (nextStatus === status && nextSignedIn === signedIn) return;
    status = nextStatus;
    signedIn = nextSignedIn;
    const to = redirect();
    if (to === null) return;
    options.flashLoginRequired();
    options.replace(to);
  });

  win.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  return () => {
    unsubscribe();
    win.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
  };
}

import { selectIsSignedIn, userSignedOut, type AppStore } from '@opengood/platform';

/**
 * A 401 said the session is over (expired, or ended in another tab) while the page still shows a user:
 * once the http client has moved to the login page, the page forgets that user too, so the header stops
 * offering an account that is gone. Queued after the client's navigation, so the page being left is not
 * guarded on the way out.
 */
export function forgetEndedSession(store: AppStore): void {
  queueMicrotask(() => {
    if (selectIsSignedIn(store.getState())) store.dispatch(userSignedOut());
  });
}

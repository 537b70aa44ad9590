import type { i18n as I18n } from 'i18next';
import { sessionSaga, type AppStore } from '@opengood/platform';
import { urlLang } from '../language/pageLang';
import { writeFlash } from '../flash/flashCookie';
import { guardLoginRequired } from './loginGuard';
import { navigateTo } from './navigateTo';
import { createSavedSearchRestoreSaga } from './savedSearchRestore';
import { createTmpRestoreSaga } from './tmpRestore';
import { tmpRestoreSlice } from './tmpRestoreSlice';
import { whenSessionSettled } from './whenSessionSettled';

const currentHref = () => window.location.pathname + window.location.search + window.location.hash;

/**
 * Starts the signed-in session of the page: the platform's session saga (who is signed in, the
 * environment), the temporary-data restore, and the login-required guard. Resolves when the shell may
 * mount the page's area: at once for a page whose URL states its language and access (a prefixed,
 * public page), after the session answered for the others (their language and access depend on the user).
 */
export async function startSession(store: AppStore, i18n: I18n): Promise<void> {
  store.runSaga('platform/session', sessionSaga);
  // A search saved before sign-up (SAVE_SEARCH) is saved once the restore announces it.
  store.runSaga('shell/savedSearchRestore', createSavedSearchRestoreSaga(i18n));
  // The restore asks before it applies anything: the question waits in this slice (TmpRestorePrompt).
  store.injectSlice('shell', tmpRestoreSlice);
  store.runSaga(
    'shell/tmpRestore',
    createTmpRestoreSaga({
      href: currentHref,
      replaceUrl: (href) => window.history.replaceState(window.history.state, '', href),
      navigate: (href) => navigateTo(store, href),
      subscribeToNavigation: (listener) => {
        window.addEventListener('single-spa:routing-event', listener);
        return () => window.removeEventListener('single-spa:routing-event', listener);
      },
    }),
  );
  guardLoginRequired(store, {
    flashLoginRequired: () => writeFlash({ type: 'LOGIN_REQUIRED' }),
    replace: (href) => navigateTo(store, href, { replace: true }),
    navigate: (href) => navigateTo(store, href),
  });
  if (urlLang(window.location.pathname) === null) await whenSessionSettled(store);
}

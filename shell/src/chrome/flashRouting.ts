import { flashDismissed, flashReceived, selectFlash, type AppStore } from '@opengood/platform';
import { takeFlash } from '../flash/flashCookie';

/**
 * Spec §3, §4: a flash message waits in its cookie (2 days) and is shown once, on the next page. A
 * sticky one stays until closed; any other goes when the visitor moves on to another page (a redirect
 * that keeps the path, such as a cleaned query, does not count).
 */
export function followFlashes(store: AppStore, win: Window = window): () => void {
  let seq = 0;
  const shownOn = new Map<string, string>();
  const onRoute = () => {
    const path = win.location.pathname;
    for (const flash of selectFlash(store.getState())) {
      if (!flash.sticky && shownOn.get(flash.id) !== path) {
        store.dispatch(flashDismissed(flash.id));
        shownOn.delete(flash.id);
      }
    }
    const pending = takeFlash(win.document);
    if (pending) {
      const id = `flash-${++seq}`;
      shownOn.set(id, path);
      store.dispatch(flashReceived({ ...pending, id }));
    }
  };
  win.addEventListener('single-spa:routing-event', onRoute);
  return () => win.removeEventListener('single-spa:routing-event', onRoute);
}

import { flashDismissed, flashReceived, selectFlash, type AppStore } from '@opengood/platform';
import { takeFlash } from '../flash/flashCookie';

/**
 * docs/product/chrome.md#flash-messages: a flash message waits in its cookie (2 days) and is shown once, on the next page. A
 * sticky one stays until closed; any other goes when the visitor moves on to another page (a redirect
 * that keeps the path, such as a cleaned query, does not count).
 */
export function followFlashes(store: AppStore, win: Window = window): () => void {
  let seq = 0;
  // The page each flash was first shown on, whoever put it in the store (this cookie, or an area).
  const shownOn = new Map<string, string>();
  const noteNew = () => {
    for (const flash of selectFlash(store.getState())) {
      if (!shownOn.has(flash.id)) shownOn.set(flash.id, win.location.pathname);
    }
  };
  const onRoute = () => {
    const path = win.location.pathname;
    for (const flash of selectFlash(store.getState())) {
      if (!flash.sticky && shownOn.has(flash.id) && shownOn.get(flash.id) !== path) {
        store.dispatch(flashDismissed(flash.id));
        shownOn.delete(flash.id);
      }
    }
    const pending = takeFlash(win.document);
    if (pending) store.dispatch(flashReceived({ ...pending, id: `flash-${++seq}` }));
  };
  const unsubscribe = store.subscribe(noteNew);
  win.addEventListener('single-spa:routing-event', onRoute);
  return () => {
    unsubscribe();
    win.removeEventListener('single-spa:routing-event', onRoute);
  };
}

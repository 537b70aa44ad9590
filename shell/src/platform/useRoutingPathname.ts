import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('single-spa:routing-event', onChange);
  return () => window.removeEventListener('single-spa:routing-event', onChange);
}

const current = () => window.location.pathname + window.location.search;

/**
 * The chrome re-renders on every single-spa route change (links, back/forward). Read through
 * useSyncExternalStore so nothing touches window during a server render (the server snapshot is '/').
 */
export function useRoutingPathname(serverPath = '/'): string {
  return useSyncExternalStore(subscribe, current, () => serverPath);
}

import { createContext, useContext, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('single-spa:routing-event', onChange);
  return () => window.removeEventListener('single-spa:routing-event', onChange);
}

const current = () => window.location.pathname + window.location.search;

// The path and query the chrome was first rendered at: the request's on the server, the location at boot in
// the browser. Hydration reads it too, so the browser's first render is the server's.
const RenderedPathContext = createContext('/');
export const RenderedPath = RenderedPathContext.Provider;

/**
 * The chrome re-renders on every single-spa route change (links, back/forward). Read through
 * useSyncExternalStore so nothing touches window during a server render.
 */
export function useRoutingPathname(): string {
  const rendered = useContext(RenderedPathContext);
  return useSyncExternalStore(subscribe, current, () => rendered);
}

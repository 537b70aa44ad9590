import {
  createContext,
  createElement,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

// A fixed URL for a render that has no browser location (a server render, a test); null in the browser.
const FixedUrlContext = createContext<string | null>(null);

export function FixedUrl({ url, children }: { url: string | undefined; children: ReactNode }) {
  return createElement(FixedUrlContext.Provider, { value: url ?? null }, children);
}

// single-spa fires popstate for its own navigations too, and holds the event back until it has mounted
// and unmounted areas, so an area that is leaving never renders the next area's URL.
function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}
const noSubscription = () => () => undefined;
const browserHref = () => window.location.href;
const BASE = 'http://localhost';

/**
 * The current URL, all an area needs from a router: the platform's navigation (Link, useNavigate) moves
 * the browser, and areas read path and query here. A fixed URL (server, tests) wins over the browser's.
 */
export function useCurrentUrl(): URL {
  const fixed = useContext(FixedUrlContext);
  const href = useSyncExternalStore(
    fixed === null ? subscribe : noSubscription,
    fixed === null ? browserHref : () => fixed,
    // Hydrating in the browser, the server rendered this same location.
    () => fixed ?? (typeof window === 'undefined' ? '/' : window.location.href),
  );
  return useMemo(() => new URL(href, BASE), [href]);
}

import { useEffect, useState } from 'react';

/** The chrome re-renders on every single-spa route change (links, back/forward). */
export function useRoutingPathname(): string {
  const [pathname, setPathname] = useState(() => window.location.pathname + window.location.search);
  useEffect(() => {
    const update = () => setPathname(window.location.pathname + window.location.search);
    window.addEventListener('single-spa:routing-event', update);
    return () => window.removeEventListener('single-spa:routing-event', update);
  }, []);
  return pathname;
}

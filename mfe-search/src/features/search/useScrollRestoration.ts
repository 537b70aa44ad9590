import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

// Back and Forward bring a search page's results back from the page model at once; this brings the scroll
// position back with them. Positions are kept per URL for the life of the page (the remote's module), so
// they survive the area being unmounted while a listing page is open.
const positions = new Map<string, number>();
const MAX_POSITIONS = 50;

// single-spa dispatches popstate for its own pushState/replaceState (marked singleSpaTrigger) and holds
// the browser's back/forward popstate until the areas are mounted, so one listener, installed once, tells
// a history traversal from a navigation even when the traversal is what mounts this area.
let traversal = false;
let listening = false;
function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('popstate', (event) => {
    traversal = !(event as PopStateEvent & { singleSpaTrigger?: string }).singleSpaTrigger;
  });
}

function remember(href: string, y: number) {
  positions.delete(href);
  positions.set(href, y);
  if (positions.size > MAX_POSITIONS) positions.delete(positions.keys().next().value!);
}

/**
 * After a history traversal, once the page's results are shown (`ready`), scrolls back to where the
 * visitor was on that URL. After any other navigation that changes the results, brings the top of the
 * results (`top`) into view when it has been scrolled past (paging from the bottom of a list).
 */
export function useScrollRestoration(href: string, ready: boolean, top: RefObject<HTMLElement | null>) {
  const current = useRef(href);
  const handled = useRef<string | null>(null);
  listen();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    // The browser would restore before the results are back; this hook restores once they are.
    window.history.scrollRestoration = 'manual';
    const onScroll = () => remember(current.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    current.current = href;
    if (!ready || handled.current === href) return;
    const first = handled.current === null;
    handled.current = href;
    if (traversal) {
      traversal = false;
      window.scrollTo(0, positions.get(href) ?? 0);
      return;
    }
    if (first) return;
    const element = top.current;
    if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView?.({ block: 'start' });
  }, [href, ready, top]);
}

/** For tests: forget every position and pending traversal. */
export function resetScrollPositions() {
  positions.clear();
  traversal = false;
}

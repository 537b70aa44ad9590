import { useCallback } from 'react';
import { navigateToUrl } from 'single-spa';
import { isFullReloadPath } from '@opengood/routes';
import { useAppSelector } from '../store/hooks';
import { selectForcedUpdate } from '../store/platformSlice';

export interface NavigateOptions {
  /** Replace the current history entry (a redirect) instead of adding one. */
  replace?: boolean;
}

/** Whether going to this in-site path must be a full page load (docs/product/http-and-errors.md#full-page-loads). */
export function needsFullLoad(href: string, forcedUpdate: boolean): boolean {
  return forcedUpdate || isFullReloadPath(href.split('?')[0] ?? href);
}

/**
 * In-site navigation for every area: single-spa swaps the mounted area without a page load, except after a
 * forced update or for the paths that are always full page loads.
 */
export function useNavigate() {
  const forcedUpdate = useAppSelector(selectForcedUpdate);
  return useCallback(
    (href: string, options: NavigateOptions = {}) => {
      if (needsFullLoad(href, forcedUpdate)) {
        if (options.replace) window.location.replace(href);
        else window.location.assign(href);
      } else if (options.replace) {
        // single-spa's history patch turns this into a routing event too.
        window.history.replaceState(window.history.state, '', href);
      } else {
        navigateToUrl(href);
      }
    },
    [forcedUpdate],
  );
}

import { navigateToUrl } from 'single-spa';
import { needsFullLoad, selectForcedUpdate, type AppStore } from '@opengood/platform';

/**
 * The shell's navigation outside React: through single-spa, or a full page load where the platform's
 * Link would make one (after a forced update, /cms and /staff).
 */
export function navigateTo(store: AppStore, href: string, options: { replace?: boolean } = {}): void {
  if (needsFullLoad(href, selectForcedUpdate(store.getState()))) {
    if (options.replace) window.location.replace(href);
    else window.location.assign(href);
  } else if (options.replace) {
    window.history.replaceState(window.history.state, '', href);
  } else {
    navigateToUrl(href);
  }
}

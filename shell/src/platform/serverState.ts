import type { AppStoreOptions } from '@opengood/platform';

/** The element the gateway writes a server render's store state into (gateway/src/ssr/assemble.ts). */
export const SERVER_STATE_ID = 'og-state';

/**
 * The store state a server render handed over (JSON data, not a script: the CSP allows no inline code),
 * or null when the page was not rendered on the server or the state cannot be read (then the browser
 * loads the page itself, as without server rendering).
 */
export function readServerState(doc: Document = document): AppStoreOptions['preloadedState'] | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state: unknown = JSON.parse(text);
    return state && typeof state === 'object' ? (state as AppStoreOptions['preloadedState']) : null;
  } catch {
    return null;
  }
}

import type { Lang } from '@opengood/contracts';
import { createHttpClient, type HttpClient } from '@opengood/platform';
import { CLIENT_VERSION } from '../platform/clientVersion';

/**
 * The page's HTTP client on the server: the api directly, anonymous (signed-in parts fill in after
 * hydration), no retries (a render has a deadline; a failure falls back to the browser, which retries), and
 * none of the browser's reactions (flash, navigation, forced update) since there is no visitor to move.
 */
export function createServerHttpClient(options: {
  apiUrl: string;
  lang: Lang;
  pathname: string;
}): HttpClient {
  const ignore = () => undefined;
  return createHttpClient({
    baseURL: options.apiUrl,
    clientVersion: CLIENT_VERSION,
    getPathname: () => options.pathname,
    getLang: () => options.lang,
    onFlash: ignore,
    navigate: ignore,
    onForcedUpdate: ignore,
    reportError: ignore,
    shouldReport: () => false,
    sleep: () => Promise.reject(new Error('no retries in a server render')),
  });
}

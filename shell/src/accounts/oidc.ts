import type { Environment } from '@opengood/contracts';
import { routes, routeQuery, routeUrl } from '@opengood/contracts/routes';

/**
 * Whether the api offers signing in with the organisation's OpenID Connect provider: the environment's
 * `oidcSignIn` (true when OIDC_* are configured; /auth/oidc/start answers 404 OIDC_NOT_CONFIGURED otherwise).
 * Unknown until the environment has loaded, so the button stays hidden till then.
 */
export function oidcAvailable(environment: Environment | null): boolean {
  return environment?.oidcSignIn === true;
}

/** The log-in page's `error` parameter (set by the api when the provider sign-in failed). */
export function oidcFailed(search: URLSearchParams): boolean {
  return search.has('error') || search.has('oidcError');
}

/**
 * Where the browser goes to sign in with the provider (the oidcStart route answers a redirect, so it is a
 * link, not a call), coming back to `returnTo` signed in.
 */
export function oidcStartHref(returnTo: string): string {
  return `${routeUrl(routes.oidcStart)}?${routeQuery({ returnTo }).toString()}`;
}

import type { Environment } from '@opengood/contracts';

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

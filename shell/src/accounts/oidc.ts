import type { Environment } from '@opengood/contracts';

/**
 * Whether the api offers signing in with the organisation's OpenID Connect provider. The contract does
 * not say so yet (the api answers 404 OIDC_NOT_CONFIGURED at /auth/oidc/start without one); the page reads
 * an `oidcSignIn: true` flag of the environment when the api adds it, and hides the button otherwise.
 */
export function oidcAvailable(environment: Environment | null): boolean {
  return environment !== null && 'oidcSignIn' in environment && environment.oidcSignIn === true;
}

/** The log-in page's `error` parameter (set by the api when the provider sign-in failed). */
export function oidcFailed(search: URLSearchParams): boolean {
  return search.has('error') || search.has('oidcError');
}

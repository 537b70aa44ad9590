import type { HttpMethod } from './http-client';

// The CSRF contract of the api (@opengood/contracts accounts: CSRF_COOKIE, CSRF_HEADER and the
// CSRF_TOKEN_INVALID error code), restated rather than imported: that module holds the zod schemas, and
// this client is in every page's first load. csrf.test.ts checks both say the same.
export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_TOKEN_INVALID = 'CSRF_TOKEN_INVALID';

/** The methods that change state: the api refuses them without the `csrf` cookie's value in the header. */
export function needsCsrfToken(method: HttpMethod): boolean {
  return method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';
}

/** The api's refusal of a write whose token went stale (it sends a fresh cookie with it). */
export function isStaleCsrfRefusal(status: number, body: unknown): boolean {
  if (status !== 403 || typeof body !== 'object' || body === null) return false;
  const errors = (body as { errors?: unknown }).errors;
  return (
    typeof errors === 'object' &&
    errors !== null &&
    (errors as Record<string, unknown>).csrf === CSRF_TOKEN_INVALID
  );
}

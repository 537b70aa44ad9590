import { ACCOUNT_ERROR_CODES, CSRF_COOKIE, CSRF_HEADER } from '@opengood/contracts';
import type { HttpMethod } from './http-client';

export { CSRF_COOKIE, CSRF_HEADER };

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
    (errors as Record<string, unknown>).csrf === ACCOUNT_ERROR_CODES.CSRF_TOKEN_INVALID
  );
}

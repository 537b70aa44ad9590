import { isHttpError } from '@opengood/platform';

/**
 * Error reporting sink. Kept in memory (window.__opengoodErrors) and logged as a warning until an error
 * service is chosen; 404s are never reported (docs/product/http-and-errors.md#error-reporting).
 */
export function reportError(error: unknown) {
  if (isHttpError(error) && error.statusCode === 404) return;
  const w = window as unknown as { __opengoodErrors?: unknown[] };
  (w.__opengoodErrors ??= []).push(error);
  console.warn('[opengood] reported error:', error);
}

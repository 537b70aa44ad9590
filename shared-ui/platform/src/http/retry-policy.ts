/** docs/product/http-and-errors.md#retries: a GET is retried up to 5 times, 1 s apart. */
export const GET_RETRIES = 5;
export const RETRY_DELAY_MS = 1000;

/** 408 and every 5xx are worth another try: the server or a proxy in front of it gave up, not the request. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status >= 500;
}

/**
 * The root URL '/' is excluded from retries and from the 401 redirect (docs/product/http-and-errors.md#retries, docs/product/http-and-errors.md#unauthorised-and-forbidden). A URL is root when
 * its path is exactly '/', whatever its host or query.
 */
export function isRootUrl(url: string): boolean {
  try {
    return new URL(url, 'http://relative.invalid').pathname === '/';
  } catch {
    return false;
  }
}

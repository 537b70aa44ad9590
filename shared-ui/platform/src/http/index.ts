// The one HTTP client every package uses for /data/* (docs/architecture.md#runtime), implementing docs/product/http-and-errors.md.
export { createHttpClient, INVALID_CONTENT_TYPE_MESSAGE, INVALID_JSON_MESSAGE } from './http-client';
export type { Call, CallArgs } from './call';
export type {
  HttpClient,
  HttpClientOptions,
  HttpRequest,
  HttpRequestConfig,
  HttpMethod,
  FlashMessage,
} from './http-client';
export { HttpError, isHttpError } from './http-error';
export type { HttpErrorsMap } from './http-error';
export { GET_RETRIES, RETRY_DELAY_MS, isRetryableStatus, isRootUrl } from './retry-policy';
export { isJsonContentType, versionOf } from './json-body';
export { cookieValue } from './cookies';
export { CSRF_COOKIE, CSRF_HEADER, needsCsrfToken } from './csrf';

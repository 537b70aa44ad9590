import axios, { AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { Lang } from '@opengood/contracts';
import { forbiddenRedirectPath, loginPath } from '@opengood/routes';
import { HttpError, isHttpError } from './http-error';
import { isJsonContentType, parseJson, versionOf } from './json-body';
import { GET_RETRIES, isRetryableStatus, isRootUrl, RETRY_DELAY_MS } from './retry-policy';
import { CSRF_HEADER, isStaleCsrfRefusal, needsCsrfToken } from './csrf';
import { callWith, type Call } from './call';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FlashMessage {
  type: 'LOGIN_REQUIRED' | 'FORBIDDEN';
  data?: unknown;
}

export interface HttpClientOptions {
  baseURL?: string;
  /** The version this client was built as; an answer with a higher `_version` forces an update. */
  clientVersion: number;
  /**
   * The current path AND query (e.g. `() => location.pathname + location.search`): after a 401 the login
   * page sends the user back there.
   */
  getPathname: () => string;
  getLang: () => Lang;
  /** Under the graduate fair area, 401 goes to /fair/login and 403 to /fair. */
  isFairArea?: () => boolean;
  onFlash: (message: FlashMessage) => void;
  navigate: (path: string) => void;
  onForcedUpdate: () => void;
  reportError: (error: HttpError | Error) => void;
  /**
   * Which rejected errors go to reportError. Default: docs/product/http-and-errors.md#error-reporting, every error except an HTTP 404 — including
   * the 401/403 that also redirect, because the spec only exempts 404. Pass a predicate to mute more.
   */
  shouldReport?: (error: HttpError | Error) => boolean;
  /** Injected so tests (and a server render with a deadline) do not wait for real retry delays. */
  sleep?: (ms: number) => Promise<void>;
  /** Axios adapter; tests pass a fake one, so no network is used. */
  adapter?: AxiosAdapter;
  /**
   * The value of the readable `csrf` cookie the api sets, echoed in `X-CSRF-Token` on every POST, PUT,
   * PATCH and DELETE (the api refuses those without it). Injected, so the client has no `document` in
   * it: the shell passes `() => cookieValue(document.cookie, CSRF_COOKIE)`, a server render nothing.
   */
  getCsrfToken?: () => string | null | undefined;
}

export interface HttpRequestConfig {
  params?: Record<string, unknown> | URLSearchParams;
  /** Extra headers. Accept (and Content-Type when there is a body) are always JSON. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number;
  /**
   * false: a 401 or 403 is the caller's to show (e.g. "confirm your email first" beside a form), not a
   * redirect to the log-in page or home with a flash. Default true (docs/product/http-and-errors.md).
   */
  redirectOnAuthErrors?: boolean;
}

export interface HttpRequest extends HttpRequestConfig {
  method: HttpMethod;
  url: string;
  /**
   * JSON-serialised for POST, PUT and PATCH (a FormData goes as multipart/form-data, e.g. a file upload);
   * ignored for GET, and for DELETE unless given (deleting the account sends the current password).
   */
  body?: unknown;
}

/** Every call resolves to the parsed JSON body, or null for 204 / an empty body. */
export interface HttpClient {
  /**
   * The one way to call /data: a route of the contracts' table (`routes` from `@opengood/contracts/routes`)
   * with its input, typed from the route's schemas; development and test builds check the answer against
   * the route's schema too (call.ts).
   */
  call: Call;
  request<T = unknown>(request: HttpRequest): Promise<T>;
  get<T = unknown>(url: string, config?: HttpRequestConfig): Promise<T>;
  delete<T = unknown>(url: string, config?: HttpRequestConfig): Promise<T>;
  post<T = unknown>(url: string, body?: unknown, config?: HttpRequestConfig): Promise<T>;
  put<T = unknown>(url: string, body?: unknown, config?: HttpRequestConfig): Promise<T>;
  patch<T = unknown>(url: string, body?: unknown, config?: HttpRequestConfig): Promise<T>;
}

export const INVALID_CONTENT_TYPE_MESSAGE = 'Invalid Content-Type for JSON response';
export const INVALID_JSON_MESSAGE = 'Error parsing JSON response';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function defaultShouldReport(error: HttpError | Error): boolean {
  return !(isHttpError(error) && error.statusCode === 404);
}

function hasBody(method: HttpMethod): boolean {
  return method === 'POST' || method === 'PUT' || method === 'PATCH';
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

/** What goes on the wire: a form as it is (the browser writes the multipart boundary), anything else as JSON. */
function wireBody(request: HttpRequest): { data: unknown; contentType: Record<string, string> } {
  const sendsBody = hasBody(request.method) || (request.method === 'DELETE' && request.body !== undefined);
  if (!sendsBody) return { data: undefined, contentType: {} };
  if (isFormData(request.body)) return { data: request.body, contentType: {} };
  // express.json() in strict mode refuses a bare `null`, so a POST without payload sends `{}`.
  return {
    data: JSON.stringify(request.body === undefined ? {} : request.body),
    contentType: { 'Content-Type': 'application/json' },
  };
}

interface Answer {
  status: number;
  text: string;
  isJson: boolean;
  json: unknown;
  parsed: boolean;
}

function readAnswer(response: AxiosResponse<unknown>): Answer {
  const contentType = AxiosHeaders.from(response.headers as AxiosHeaders).get('content-type');
  const text =
    typeof response.data === 'string'
      ? response.data
      : response.data === null || response.data === undefined
        ? ''
        : JSON.stringify(response.data);
  const isJson = isJsonContentType(typeof contentType === 'string' ? contentType : undefined);
  const result = isJson && text.trim() !== '' ? parseJson(text) : { ok: false as const };
  return {
    status: response.status,
    text,
    isJson,
    json: result.ok ? result.value : undefined,
    parsed: result.ok,
  };
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const sleep = options.sleep ?? defaultSleep;
  const shouldReport = options.shouldReport ?? defaultShouldReport;
  // The body is read as text and parsed here, so a broken or non-JSON 2xx answer can be told apart
  // (docs/product/http-and-errors.md#error-catalogue) instead of axios silently handing back a string; every status is settled here too.
  const instance = axios.create({
    baseURL: options.baseURL,
    adapter: options.adapter,
    responseType: 'text',
    transformRequest: [(data: unknown) => data],
    transformResponse: [(data: unknown) => data],
    validateStatus: () => true,
  });
  let updateForced = false;

  function noticeVersion(answer: Answer): void {
    const version = answer.parsed ? versionOf(answer.json) : null;
    if (!updateForced && version !== null && version > options.clientVersion) {
      updateForced = true;
      options.onForcedUpdate();
    }
  }

  function settle(request: HttpRequest, answer: Answer): unknown {
    const { status } = answer;
    if (status >= 200 && status < 300) {
      if (status === 204 || answer.text.trim() === '') return null;
      if (!answer.isJson) throw new Error(INVALID_CONTENT_TYPE_MESSAGE);
      if (!answer.parsed) throw new Error(INVALID_JSON_MESSAGE);
      return answer.json;
    }
    const fair = options.isFairArea?.() ?? false;
    if (request.redirectOnAuthErrors === false) throw new HttpError(status, answer.text, answer.json);
    if (status === 401 && !isRootUrl(request.url)) {
      options.onFlash({ type: 'LOGIN_REQUIRED' });
      options.navigate(loginPath(options.getPathname(), { fair }));
    } else if (status === 403) {
      options.onFlash({ type: 'FORBIDDEN' });
      options.navigate(forbiddenRedirectPath(options.getLang(), fair));
    }
    throw new HttpError(status, answer.text, answer.json);
  }

  function csrfHeader(method: HttpMethod): Record<string, string> {
    if (!needsCsrfToken(method)) return {};
    const token = options.getCsrfToken?.();
    return token ? { [CSRF_HEADER]: token } : {};
  }

  async function send(request: HttpRequest): Promise<unknown> {
    const { data, contentType } = wireBody(request);
    // Only GET is idempotent enough to repeat blindly; '/' is excluded by the spec.
    const retries = request.method === 'GET' && !isRootUrl(request.url) ? GET_RETRIES : 0;
    let csrfRetried = false;
    for (let attempt = 0; ; attempt += 1) {
      let response: AxiosResponse<unknown>;
      const csrf = csrfHeader(request.method);
      try {
        response = await instance.request<unknown>({
          method: request.method,
          url: request.url,
          params: request.params,
          signal: request.signal,
          timeout: request.timeout,
          headers: {
            ...request.headers,
            ...csrf,
            Accept: 'application/json',
            ...contentType,
          },
          data,
        });
      } catch (error) {
        // No answer at all (connection dropped, gateway restarting during a deploy, timeout) is the same
        // passing failure as a 502 from the proxy, and a GET is safe to repeat, so it is retried alike.
        // A cancelled request was abandoned on purpose and is never retried.
        if (!axios.isCancel(error) && attempt < retries) {
          await sleep(RETRY_DELAY_MS);
          continue;
        }
        throw error;
      }
      const answer = readAnswer(response);
      noticeVersion(answer);
      // The token went stale (signed in or out in another tab): the refusal wrote nothing and came with a
      // fresh cookie, so the write is sent once more with it instead of being reported as forbidden.
      if (!csrfRetried && isStaleCsrfRefusal(answer.status, answer.json)) {
        const fresh = csrfHeader(request.method)[CSRF_HEADER];
        if (fresh !== undefined && fresh !== csrf[CSRF_HEADER]) {
          csrfRetried = true;
          continue;
        }
      }
      if (isRetryableStatus(answer.status) && attempt < retries) {
        await sleep(RETRY_DELAY_MS);
        continue;
      }
      return settle(request, answer);
    }
  }

  async function request<T>(req: HttpRequest): Promise<T> {
    try {
      return (await send(req)) as T;
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      if (!axios.isCancel(caught) && shouldReport(error)) {
        try {
          options.reportError(error);
        } catch {
          // A failing reporter must not replace the error the caller is waiting for.
        }
      }
      throw error;
    }
  }

  return {
    call: callWith(request),
    request,
    get: (url, config) => request({ ...config, method: 'GET', url }),
    delete: (url, config) => request({ ...config, method: 'DELETE', url }),
    post: (url, body, config) => request({ ...config, method: 'POST', url, body }),
    put: (url, body, config) => request({ ...config, method: 'PUT', url, body }),
    patch: (url, body, config) => request({ ...config, method: 'PATCH', url, body }),
  };
}

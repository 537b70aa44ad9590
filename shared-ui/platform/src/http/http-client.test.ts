import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { Lang } from '@opengood/contracts';
import { createHttpClient, type HttpClientOptions } from './http-client';
import { HttpError, isHttpError } from './http-error';
import { GET_RETRIES, RETRY_DELAY_MS } from './retry-policy';

type Reply = { status: number; body?: string; contentType?: string } | 'network-error' | 'cancel';

const json = (status: number, value: unknown): Reply => ({
  status,
  body: JSON.stringify(value),
  contentType: 'application/json; charset=utf-8',
});
const text = (status: number, body: string, contentType = 'text/html'): Reply => ({
  status,
  body,
  contentType,
});

/** A fake server: answers come from the list in order (the last one repeats), or from a function. */
function setup(
  replies: Reply[] | ((config: InternalAxiosRequestConfig) => Reply),
  options: Partial<HttpClientOptions> = {},
) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const reply =
      typeof replies === 'function'
        ? replies(config)
        : (replies[calls.length - 1] ?? replies[replies.length - 1]);
    if (reply === undefined) throw new Error('no reply');
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if (reply === 'cancel') throw new CanceledError(undefined, undefined, config);
    const headers = new AxiosHeaders();
    if (reply.contentType) headers.set('Content-Type', reply.contentType);
    return { status: reply.status, statusText: '', data: reply.body ?? '', headers, config, request: {} };
  };
  let lang: Lang = 'en';
  const spies = {
    onFlash: jest.fn(),
    navigate: jest.fn(),
    onForcedUpdate: jest.fn(),
    reportError: jest.fn(),
    sleep: jest.fn(async () => undefined),
  };
  const client = createHttpClient({
    clientVersion: 5,
    getPathname: () => '/dashboard/saved-items?tab=JOB',
    getLang: () => lang,
    adapter,
    ...spies,
    ...options,
  });
  return { client, calls, ...spies, setLang: (l: Lang) => (lang = l) };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

const header = (config: InternalAxiosRequestConfig | undefined, name: string) =>
  AxiosHeaders.from(config?.headers ?? {}).get(name);

describe('requests', () => {
  it('GET sends Accept JSON, no body, and resolves the parsed body', async () => {
    const { client, calls } = setup([json(200, { environment: { a: 1 } })]);
    await expect(client.get('/data/environment', { params: { page: 2 } })).resolves.toEqual({
      environment: { a: 1 },
    });
    expect(calls[0]?.method).toBe('get');
    expect(calls[0]?.url).toBe('/data/environment');
    expect(calls[0]?.params).toEqual({ page: 2 });
    expect(header(calls[0], 'Accept')).toBe('application/json');
    expect(header(calls[0], 'Content-Type')).toBeFalsy();
    expect(calls[0]?.data).toBeUndefined();
  });

  it.each(['post', 'put', 'patch'] as const)('%s sends a JSON body with extra headers', async (method) => {
    const { client, calls } = setup([json(200, { ok: true })]);
    await expect(
      client[method]('/data/saved-searches/1', { name: 'n' }, { headers: { 'X-Extra': 'yes' } }),
    ).resolves.toEqual({ ok: true });
    expect(calls[0]?.method).toBe(method);
    expect(calls[0]?.data).toBe('{"name":"n"}');
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
    expect(header(calls[0], 'Accept')).toBe('application/json');
    expect(header(calls[0], 'X-Extra')).toBe('yes');
  });

  it('sends a FormData as it is (multipart), with the CSRF header', async () => {
    const { client, calls } = setup([json(201, { ok: true })], { getCsrfToken: () => 'tok' });
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'cv.pdf');
    await expect(client.post('/data/userdashboard/applicant-profile/resume', form)).resolves.toEqual({
      ok: true,
    });
    expect(calls[0]?.data).toBe(form);
    // Not JSON: axios's browser adapters drop the Content-Type of a FormData so the browser writes it.
    expect(header(calls[0], 'Content-Type')).not.toBe('application/json');
    expect(header(calls[0], 'X-CSRF-Token')).toBe('tok');
  });

  it('extra headers cannot turn Accept away from JSON', async () => {
    const { client, calls } = setup([json(200, {})]);
    await client.post('/data/x', {}, { headers: { Accept: 'text/html' } });
    expect(header(calls[0], 'Accept')).toBe('application/json');
  });

  it('a POST without payload sends {}', async () => {
    const { client, calls } = setup([{ status: 204 }]);
    await expect(client.post('/data/website/accept-cookies')).resolves.toBeNull();
    expect(calls[0]?.data).toBe('{}');
  });

  it('DELETE sends Accept JSON and no body', async () => {
    const { client, calls } = setup([{ status: 204 }]);
    await expect(client.delete('/data/saved-listings/JOB/1')).resolves.toBeNull();
    expect(calls[0]?.method).toBe('delete');
    expect(calls[0]?.data).toBeUndefined();
    expect(header(calls[0], 'Accept')).toBe('application/json');
  });

  it('DELETE sends a JSON body when one is given (deleting the account with the current password)', async () => {
    const { client, calls } = setup([json(200, { ok: true })]);
    await client.request({ method: 'DELETE', url: '/data/users/me/delete', body: { currentPassword: 'x' } });
    expect(calls[0]?.data).toBe('{"currentPassword":"x"}');
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
  });

  it('request() takes method, url and body', async () => {
    const { client, calls } = setup([json(201, { savedSearch: { id: 1 } })]);
    await expect(
      client.request({ method: 'POST', url: '/data/saved-searches', body: { text: 'a' } }),
    ).resolves.toEqual({
      savedSearch: { id: 1 },
    });
    expect(calls[0]?.data).toBe('{"text":"a"}');
  });

  it('uses the base URL', async () => {
    const { client, calls } = setup([json(200, {})], { baseURL: 'http://gateway.test' });
    await client.get('/data/environment');
    expect(calls[0]?.baseURL).toBe('http://gateway.test');
  });

  it('resolves null for 204 and for an empty 200', async () => {
    const { client } = setup([
      { status: 204 },
      { status: 200, body: '', contentType: 'application/json' },
      { status: 200 },
    ]);
    await expect(client.get('/data/a')).resolves.toBeNull();
    await expect(client.get('/data/b')).resolves.toBeNull();
    await expect(client.get('/data/c')).resolves.toBeNull();
  });

  it('accepts +json content types', async () => {
    const { client } = setup([text(200, '{"a":1}', 'application/vnd.api+json')]);
    await expect(client.get('/data/a')).resolves.toEqual({ a: 1 });
  });
});

describe('GET retries (docs/product/http-and-errors.md#retries)', () => {
  it.each([500, 502, 503, 504, 408])('retries a GET after %i, 1 s apart', async (status) => {
    const { client, calls, sleep } = setup([json(status, {}), json(status, {}), json(200, { ok: 1 })]);
    await expect(client.get('/data/environment')).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(3);
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(RETRY_DELAY_MS);
  });

  it('gives up after 5 retries and rejects with the last status', async () => {
    const { client, calls, sleep, reportError } = setup([text(503, 'down')]);
    const error = await rejection(client.get('/data/environment'));
    expect(calls).toHaveLength(GET_RETRIES + 1);
    expect(sleep).toHaveBeenCalledTimes(GET_RETRIES);
    expect(isHttpError(error) && error.statusCode).toBe(503);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it.each(['/', 'https://example.org/', '/?x=1'])('does not retry the root URL %s', async (url) => {
    const { client, calls, sleep } = setup([json(500, {})]);
    await expect(client.get(url)).rejects.toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('never retries %s', async (method) => {
    const { client, calls } = setup([json(503, {}), json(200, {})]);
    const call = method === 'delete' ? client.delete('/data/x') : client[method]('/data/x', {});
    await expect(call).rejects.toMatchObject({ statusCode: 503 });
    expect(calls).toHaveLength(1);
  });

  it.each([400, 404, 409, 422, 429])('does not retry a GET after %i', async (status) => {
    const { client, calls } = setup([json(status, {})]);
    await expect(client.get('/data/x')).rejects.toMatchObject({ statusCode: status });
    expect(calls).toHaveLength(1);
  });

  it('retries a GET after a network error', async () => {
    const { client, calls } = setup(['network-error', json(200, { ok: true })]);
    await expect(client.get('/data/x')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('rejects with the network error once retries are spent, and reports it', async () => {
    const { client, calls, reportError } = setup(['network-error']);
    const error = await rejection(client.get('/data/x'));
    expect(error).toBeInstanceOf(AxiosError);
    expect(calls).toHaveLength(GET_RETRIES + 1);
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it('does not retry a network error on POST or on the root URL', async () => {
    const post = setup(['network-error', json(200, {})]);
    await expect(post.client.post('/data/x', {})).rejects.toBeInstanceOf(AxiosError);
    expect(post.calls).toHaveLength(1);
    const root = setup(['network-error', json(200, {})]);
    await expect(root.client.get('/')).rejects.toBeInstanceOf(AxiosError);
    expect(root.calls).toHaveLength(1);
  });

  it('neither retries nor reports a cancelled request', async () => {
    const { client, calls, reportError } = setup(['cancel', json(200, {})]);
    await expect(client.get('/data/x')).rejects.toBeInstanceOf(CanceledError);
    expect(calls).toHaveLength(1);
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe('401 and 403 (docs/product/http-and-errors.md#unauthorised-and-forbidden)', () => {
  it('401 flashes LOGIN_REQUIRED and goes to login with the current path and query', async () => {
    const { client, onFlash, navigate } = setup([json(401, { message: 'login' })]);
    const error = await rejection(client.get('/data/userdashboard/general-settings'));
    expect(isHttpError(error) && error.statusCode).toBe(401);
    expect(onFlash).toHaveBeenCalledWith({ type: 'LOGIN_REQUIRED' });
    expect(navigate).toHaveBeenCalledWith('/login?to=%2Fdashboard%2Fsaved-items%3Ftab%3DJOB');
  });

  it('401 in the fair area goes to /fair/login', async () => {
    const { client, navigate } = setup([json(401, {})], {
      isFairArea: () => true,
      getPathname: () => '/fair',
    });
    await expect(client.post('/data/x', {})).rejects.toMatchObject({ statusCode: 401 });
    expect(navigate).toHaveBeenCalledWith('/fair/login?to=%2Ffair');
  });

  it('leaves a 401 or 403 to a caller that asks to show it itself (no redirect, no flash)', async () => {
    const { client, onFlash, navigate } = setup([json(403, { errors: { email: 'EMAIL_NOT_VERIFIED' } })]);
    await expect(
      client.request({
        method: 'POST',
        url: '/data/listings/JOB/1/applications',
        redirectOnAuthErrors: false,
      }),
    ).rejects.toMatchObject({ statusCode: 403, errors: { email: 'EMAIL_NOT_VERIFIED' } });
    expect(onFlash).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('401 on the root URL is a plain HTTP error', async () => {
    const { client, onFlash, navigate } = setup([json(401, {})]);
    await expect(client.get('/')).rejects.toMatchObject({ statusCode: 401 });
    expect(onFlash).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['en', 'es', 'pt'] as const)('403 flashes FORBIDDEN and goes to the %s home', async (lang) => {
    const { client, onFlash, navigate, setLang } = setup([json(403, {})]);
    setLang(lang);
    await expect(client.delete('/data/orgdashboard/1/organization')).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(onFlash).toHaveBeenCalledWith({ type: 'FORBIDDEN' });
    expect(navigate).toHaveBeenCalledWith(`/${lang}/`);
  });

  it('403 in the fair area goes to /fair, also for the root URL', async () => {
    const { client, navigate } = setup([json(403, {})], { isFairArea: () => true });
    await expect(client.get('/')).rejects.toMatchObject({ statusCode: 403 });
    expect(navigate).toHaveBeenCalledWith('/fair');
  });

  it('other statuses neither flash nor navigate', async () => {
    const { client, onFlash, navigate } = setup([json(404, {}), json(500, {})]);
    await expect(client.post('/data/x', {})).rejects.toMatchObject({ statusCode: 404 });
    await expect(client.post('/data/x', {})).rejects.toMatchObject({ statusCode: 500 });
    expect(onFlash).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('error answers', () => {
  it('rejects other non-2xx with an HttpError carrying the JSON errors map', async () => {
    const body = { errors: { email: 'Invalid email', password: ['Too short'] } };
    const { client } = setup([json(422, body)]);
    const error = await rejection(client.post('/data/website/signup', {}));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'HTTP 422',
      statusCode: 422,
      responseText: JSON.stringify(body),
      responseJson: body,
      errors: body.errors,
    });
  });

  it('keeps the text of a non-JSON error body', async () => {
    const { client } = setup([text(400, '<h1>Bad</h1>')]);
    const error = await rejection(client.get('/data/x'));
    expect(error).toMatchObject({ statusCode: 400, responseText: '<h1>Bad</h1>', errors: {} });
    expect((error as HttpError).responseJson).toBeUndefined();
  });

  it('treats a 3xx that reached the client as an error', async () => {
    const { client } = setup([text(304, '')]);
    await expect(client.get('/data/x')).rejects.toMatchObject({ statusCode: 304 });
  });

  it('rejects a 2xx with a non-JSON content type', async () => {
    const { client, reportError } = setup([text(200, '<html></html>')]);
    const error = await rejection(client.get('/data/x'));
    expect(error).toEqual(new Error('Invalid Content-Type for JSON response'));
    expect(isHttpError(error)).toBe(false);
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it('rejects a 2xx body without a content type', async () => {
    const { client } = setup([{ status: 200, body: '{"a":1}' }]);
    await expect(client.get('/data/x')).rejects.toThrow('Invalid Content-Type for JSON response');
  });

  it('rejects a 2xx with invalid JSON', async () => {
    const { client, reportError } = setup([text(200, '{"a":', 'application/json')]);
    const error = await rejection(client.get('/data/x'));
    expect(error).toEqual(new Error('Error parsing JSON response'));
    expect(reportError).toHaveBeenCalledWith(error);
  });
});

describe('error reporting', () => {
  it('does not report 404', async () => {
    const { client, reportError } = setup([json(404, {})]);
    await expect(client.get('/data/website/jobs/1')).rejects.toMatchObject({ statusCode: 404 });
    expect(reportError).not.toHaveBeenCalled();
  });

  it.each([400, 401, 403, 409, 422, 500])('reports HTTP %i', async (status) => {
    const { client, reportError } = setup([json(status, {})]);
    const error = await rejection(client.post('/data/x', {}));
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it('lets the caller choose what is reported', async () => {
    const { client, reportError } = setup([json(401, {})], {
      shouldReport: (error) => !(isHttpError(error) && error.statusCode === 401),
    });
    await expect(client.get('/data/x')).rejects.toMatchObject({ statusCode: 401 });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('a throwing reporter does not replace the error', async () => {
    const { client } = setup([json(500, {})], {
      reportError: () => {
        throw new Error('reporter down');
      },
    });
    await expect(client.post('/data/x', {})).rejects.toMatchObject({ statusCode: 500 });
  });

  it('does not report successes', async () => {
    const { client, reportError } = setup([json(200, {})]);
    await client.get('/data/x');
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe("CSRF (the api's double-submit contract)", () => {
  it.each(['post', 'put', 'patch', 'delete'] as const)(
    '%s sends X-CSRF-Token from the cookie',
    async (method) => {
      const { client, calls } = setup([json(200, {})], { getCsrfToken: () => 'tok-1' });
      await (method === 'delete' ? client.delete('/data/x') : client[method]('/data/x', {}));
      expect(header(calls[0], 'X-CSRF-Token')).toBe('tok-1');
    },
  );

  it('GET sends no token', async () => {
    const getCsrfToken = jest.fn(() => 'tok-1');
    const { client, calls } = setup([json(200, {})], { getCsrfToken });
    await client.get('/data/x');
    expect(header(calls[0], 'X-CSRF-Token')).toBeFalsy();
    expect(getCsrfToken).not.toHaveBeenCalled();
  });

  it('reads the cookie at each call (the api rotates it on log-in and log-out)', async () => {
    let token = 'before';
    const { client, calls } = setup([json(200, {})], { getCsrfToken: () => token });
    await client.post('/data/website/login', {});
    token = 'after';
    await client.post('/data/website/logout');
    expect(calls.map((c) => header(c, 'X-CSRF-Token'))).toEqual(['before', 'after']);
  });

  it('sends no header when there is no cookie (or no reader, as on a server)', async () => {
    const none = setup([json(200, {})], { getCsrfToken: () => null });
    await none.client.post('/data/x', {});
    expect(header(none.calls[0], 'X-CSRF-Token')).toBeFalsy();
    const server = setup([json(200, {})]);
    await server.client.post('/data/x', {});
    expect(header(server.calls[0], 'X-CSRF-Token')).toBeFalsy();
  });

  it('a caller cannot replace the token with a header of its own', async () => {
    const { client, calls } = setup([json(200, {})], { getCsrfToken: () => 'cookie' });
    await client.post('/data/x', {}, { headers: { 'X-CSRF-Token': 'forged' } });
    expect(header(calls[0], 'X-CSRF-Token')).toBe('cookie');
  });

  it('a stale token refused with a fresh cookie is sent once more, without the FORBIDDEN redirect', async () => {
    let token = 'stale';
    const refusal = json(403, { errors: { csrf: 'CSRF_TOKEN_INVALID' } });
    const { client, calls, onFlash, navigate, reportError } = setup(
      (config) => {
        if (header(config, 'X-CSRF-Token') === 'stale') {
          token = 'fresh'; // the refusal's Set-Cookie
          return refusal;
        }
        return json(200, { ok: true });
      },
      { getCsrfToken: () => token },
    );
    await expect(client.post('/data/saved-listings', { id: 1 })).resolves.toEqual({ ok: true });
    expect(calls.map((c) => header(c, 'X-CSRF-Token'))).toEqual(['stale', 'fresh']);
    expect(onFlash).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('a refusal without a new cookie, or a second one, is the 403 it is', async () => {
    const refusal = json(403, { errors: { csrf: 'CSRF_TOKEN_INVALID' } });
    const same = setup([refusal], { getCsrfToken: () => 'same' });
    await expect(same.client.post('/data/x', {})).rejects.toMatchObject({ statusCode: 403 });
    expect(same.calls).toHaveLength(1);
    expect(same.onFlash).toHaveBeenCalledWith({ type: 'FORBIDDEN' });

    let n = 0;
    const rotating = setup([refusal], { getCsrfToken: () => `t${n++}` });
    await expect(rotating.client.post('/data/x', {})).rejects.toMatchObject({ statusCode: 403 });
    expect(rotating.calls).toHaveLength(2);
  });
});

describe('forced update (docs/product/http-and-errors.md#forced-update)', () => {
  it('fires once when an answer carries a higher _version', async () => {
    const { client, onForcedUpdate } = setup([json(200, { _version: 6 }), json(200, { _version: 7 })]);
    await expect(client.get('/data/a')).resolves.toEqual({ _version: 6 });
    await client.get('/data/b');
    expect(onForcedUpdate).toHaveBeenCalledTimes(1);
  });

  it('also reads the version of error answers, including retried ones', async () => {
    const error = setup([json(422, { _version: 9, errors: {} })]);
    await expect(error.client.post('/data/a', {})).rejects.toBeInstanceOf(HttpError);
    expect(error.onForcedUpdate).toHaveBeenCalledTimes(1);
    const retried = setup([json(503, { _version: 9 }), json(200, {})]);
    await retried.client.get('/data/a');
    expect(retried.onForcedUpdate).toHaveBeenCalledTimes(1);
  });

  it('ignores an equal, lower or missing version', async () => {
    const { client, onForcedUpdate } = setup([
      json(200, { _version: 5 }),
      json(200, { _version: 1 }),
      json(200, []),
    ]);
    await client.get('/data/a');
    await client.get('/data/b');
    await client.get('/data/c');
    expect(onForcedUpdate).not.toHaveBeenCalled();
  });
});

describe('defaults', () => {
  it('waits with a real timer when no sleep is injected', async () => {
    jest.useFakeTimers();
    try {
      const { client, calls } = setup([json(500, {}), json(200, { ok: 1 })], { sleep: undefined });
      const pending = client.get('/data/x');
      await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
      expect(calls).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toEqual({ ok: 1 });
      expect(calls).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

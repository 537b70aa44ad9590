import type { Express } from 'express';
import supertest from 'supertest';
import { CSRF_COOKIE, CSRF_HEADER } from '@opengood/contracts';
import { checkAnswer } from './answerContract';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const UNSAFE = new Set<Method>(['post', 'put', 'patch', 'delete']);

/**
 * supertest with the contract check built in: every answer a test receives is parsed with its shared
 * schema (see answerContract.ts) before the test's own expectations run. Api tests import `request` from
 * here, never from 'supertest' (a test in contractRequest.test.ts holds them to it).
 *
 * `request(app)` is stateless: no cookies, no CSRF token, so a POST/PUT/PATCH/DELETE under /data is
 * refused (403) unless the test sets `Cookie` and `X-CSRF-Token` itself. A test that acts like a
 * browser uses `browser(app)` (or `signIn`).
 */
export function request(app: Express) {
  const agent = supertest(app);
  const checked = (method: Method) => (url: string) =>
    agent[method](url).expect((res) => checkAnswer(method, url, res.status, res.body, res.headers));
  return {
    get: checked('get'),
    post: checked('post'),
    put: checked('put'),
    patch: checked('patch'),
    delete: checked('delete'),
  };
}

/** `name=value` of each cookie an answer sets (for tests that pass cookies along by hand). */
export const setCookiesOf = (res: { headers: Record<string, unknown> }): string[] =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => c.split(';')[0]!);

/**
 * A browser's view of the api: keeps the cookies answers set (and drops the ones they clear), sends them
 * back, and echoes the `csrf` cookie in X-CSRF-Token on every write, as the shell's http client does.
 * Every answer goes through the contract check.
 */
export class Browser {
  /** Cookie name → value, as the browser holds them. */
  readonly cookies = new Map<string, string>();
  /** Sent as Origin on writes when set (a page of that site calling). */
  origin: string | undefined;

  constructor(private readonly app: Express) {}

  get(url: string) {
    return this.send('get', url);
  }
  post(url: string) {
    return this.send('post', url);
  }
  put(url: string) {
    return this.send('put', url);
  }
  patch(url: string) {
    return this.send('patch', url);
  }
  delete(url: string) {
    return this.send('delete', url);
  }

  /** The Cookie header this browser sends now. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private send(method: Method, url: string) {
    const test = supertest(this.app)[method](url);
    if (this.cookies.size > 0) test.set('Cookie', this.cookieHeader());
    const csrf = this.cookies.get(CSRF_COOKIE);
    if (UNSAFE.has(method) && csrf) test.set(CSRF_HEADER, decodeURIComponent(csrf));
    if (UNSAFE.has(method) && this.origin) test.set('Origin', this.origin);
    return test.expect((res) => {
      this.keep(res.headers['set-cookie'] as unknown as string[] | undefined);
      checkAnswer(method, url, res.status, res.body, res.headers);
    });
  }

  private keep(setCookies: string[] | undefined) {
    for (const line of setCookies ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', val = ''] = a.split('=').map((x) => x.trim().toLowerCase());
        return (
          (key === 'max-age' && Number(val) <= 0) || (key === 'expires' && Date.parse(val) <= Date.now())
        );
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** A new browser that has made one read, so it holds a `csrf` cookie for its writes. */
export async function browser(app: Express): Promise<Browser> {
  const b = new Browser(app);
  await b.get('/data/users/me');
  return b;
}

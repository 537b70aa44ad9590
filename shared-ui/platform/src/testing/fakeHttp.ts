import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import {
  DATA_ROUTES,
  errorAnswerSchema,
  routePattern,
  routes,
  type DataRoute,
  type RouteAnswer,
  type RouteName,
} from '@opengood/contracts';
import { createHttpClient, HttpError, type FlashMessage, type HttpClient } from '../http';

// The fake api of front-end tests: a real HttpClient (the same addresses, CSRF, errors, retries and
// development answer checks as in the browser) whose transport answers from handlers named by route. A
// request the route's schemas refuse gets the api's 400; an answer that breaks the route's contract fails
// the test where the page calls it (call.ts), so a fake cannot drift from the api.

/** What a handler sees of a request: the path parameters, the query and the parsed JSON body. */
export interface FakeRequest {
  /** By name; a wildcard's segments joined with '/' (`en/about`). */
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

type Answer<N extends RouteName> = RouteAnswer<N> | HttpError;
export type FakeHandler<N extends RouteName> =
  Answer<N> | ((request: FakeRequest) => Answer<N> | Promise<Answer<N>>);
export type FakeHandlers = { [N in RouteName]?: FakeHandler<N> };

export interface FakeCall {
  route: RouteName;
  method: string;
  url: string;
  /** By name; a wildcard's segments joined with '/' (`en/about`). */
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: unknown;
}

export interface FakeHttp {
  http: HttpClient;
  /** Every request, in order. */
  calls: FakeCall[];
  /** The calls of one route. */
  callsOf(route: RouteName): FakeCall[];
  /** Answers a route from now on. */
  answer<N extends RouteName>(route: N, handler: FakeHandler<N>): void;
  flashes: FlashMessage[];
  navigations: string[];
}

const entries = Object.values(routes).map((route) => ({ route, pattern: routePattern(route) }));

/** The path parameters of a request, as Express gives them: a wildcard as its list of segments. */
function paramsOf(path: string, template: string, url: string): Record<string, string | string[]> {
  const names = [...template.matchAll(/\{\*(\w+)\}|\*(\w+)|:(\w+)/g)].map((m) => ({
    name: m[1] ?? m[2] ?? m[3]!,
    wildcard: m[3] === undefined,
  }));
  const source = path
    .replace(/[.+?^$()[\]\\|]/g, '\\$&')
    .replace(/\{\*\w+\}/g, '(.*)')
    .replace(/\*\w+/g, '(.+)')
    .replace(/:\w+/g, '([^/]+)');
  const values = new RegExp(`^${source}/?$`).exec(url)?.slice(1) ?? [];
  return Object.fromEntries(
    names.map(({ name, wildcard }, i) => {
      const raw = values[i] ?? '';
      return [
        name,
        wildcard ? raw.split('/').filter(Boolean).map(decodeURIComponent) : decodeURIComponent(raw),
      ];
    }),
  );
}

function json(status: number, body: unknown, config: InternalAxiosRequestConfig): AxiosResponse {
  return {
    status,
    statusText: String(status),
    headers: { 'content-type': 'application/json; charset=utf-8' },
    data: body === null ? '' : JSON.stringify(body),
    config,
  };
}

/** Express-like field errors of a zod refusal, as the api answers them. */
function refusal(issues: { path: PropertyKey[]; message: string }[], where: string) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || where] ??= issue.message;
  return { message: 'Invalid request', errors };
}

export function createFakeHttp(handlers: FakeHandlers = {}): FakeHttp {
  const table = new Map<RouteName, FakeHandler<RouteName>>(
    Object.entries(handlers) as [RouteName, FakeHandler<RouteName>][],
  );
  const calls: FakeCall[] = [];
  const flashes: FlashMessage[] = [];
  const navigations: string[] = [];

  const adapter: AxiosAdapter = async (config) => {
    const url = new URL(config.url ?? '/', 'http://opengood.test');
    const search = new URLSearchParams(url.search);
    const extra =
      config.params instanceof URLSearchParams
        ? config.params
        : new URLSearchParams(
            Object.entries((config.params ?? {}) as Record<string, unknown>).flatMap(([k, v]) =>
              (Array.isArray(v) ? v : [v])
                .filter((x) => x !== undefined && x !== null)
                .map((x) => [k, String(x)]),
            ),
          );
    for (const [k, v] of extra) search.append(k, v);
    const method = (config.method ?? 'get').toUpperCase();
    const found = entries.find((e) => e.route.method === method && e.pattern.test(url.pathname));
    if (!found) return json(404, { message: `No route for ${method} ${url.pathname}`, errors: {} }, config);
    const name = found.route.name as RouteName;
    // The schema reads a wildcard as its segments (as Express hands it over); a handler reads it joined.
    const schemaParams = paramsOf(`/data${found.route.path}`, found.route.path, url.pathname);
    const params = Object.fromEntries(
      Object.entries(schemaParams).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]),
    );
    const body =
      typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : config.data;
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(search.keys())) {
      const all = search.getAll(key);
      query[key] = all.length === 1 ? all[0]! : all;
    }
    calls.push({ route: name, method, url: url.pathname + url.search, params, query, body });

    // What the api would refuse, the fake refuses the same way.
    const definition: DataRoute = DATA_ROUTES[name];
    for (const [where, schema, value] of [
      ['params', definition.params, schemaParams],
      ['query', definition.query, query],
      ['body', definition.body, body],
    ] as const) {
      if (!schema) continue;
      const parsed = schema.safeParse(value);
      if (!parsed.success) return json(400, refusal(parsed.error.issues, where), config);
    }

    const handler = table.get(name);
    if (handler === undefined)
      return json(404, { message: `Not answered in this test: ${name}`, errors: {} }, config);
    let answer: unknown;
    try {
      answer = typeof handler === 'function' ? await handler({ params, query: search, body }) : handler;
    } catch (error) {
      answer = error;
    }
    if (answer instanceof HttpError) {
      const errorBody = answer.responseJson ?? { message: answer.message, errors: answer.errors };
      errorAnswerSchema.parse(errorBody);
      return json(answer.statusCode, errorBody, config);
    }
    if (answer instanceof Error) throw answer;
    return json(200, answer, config);
  };

  const http = createHttpClient({
    clientVersion: 1,
    getPathname: () => '/',
    getLang: () => 'en',
    onFlash: (message) => flashes.push(message),
    navigate: (path) => navigations.push(path),
    onForcedUpdate: () => undefined,
    reportError: () => undefined,
    sleep: async () => undefined,
    adapter,
    getCsrfToken: () => 'test-csrf-token',
  });

  return {
    http,
    calls,
    callsOf: (route) => calls.filter((c) => c.route === route),
    answer: (route, handler) => void table.set(route, handler as FakeHandler<RouteName>),
    flashes,
    navigations,
  };
}

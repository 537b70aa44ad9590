import type { RouteRef } from './types';

/** Where the data service is mounted; every route's `path` is relative to it. */
export const DATA_PREFIX = '/data';

type ParamValue = string | number | readonly (string | number)[] | undefined | null;

/**
 * The address of a call: DATA_PREFIX + its path with each `:name` replaced by its parameter (escaped), and
 * a `{*rest}` or `*rest` wildcard by the parameter's segments (a string with slashes, or a list).
 */
export function routeUrl(
  route: Pick<RouteRef, 'path' | 'name'>,
  params: Record<string, ParamValue> = {},
): string {
  const missing = (name: string) => new Error(`${route.name}: the path parameter "${name}" is missing`);
  const filled = route.path.replace(/\{\*(\w+)\}|\*(\w+)|:(\w+)/g, (_, optional, splat, name) => {
    const key = (optional ?? splat ?? name) as string;
    const value = params[key];
    if (name !== undefined) {
      if (value === undefined || value === null || value === '' || Array.isArray(value)) throw missing(key);
      return encodeURIComponent(String(value));
    }
    const segments = (Array.isArray(value) ? value : String(value ?? '').split('/'))
      .map(String)
      .filter(Boolean);
    if (splat !== undefined && segments.length === 0) throw missing(key);
    return segments.map(encodeURIComponent).join('/');
  });
  return DATA_PREFIX + filled;
}

/** A query object as URL parameters: lists as repeated keys; undefined and null left out. */
export function routeQuery(query: Record<string, unknown> | undefined): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, String(item));
    }
  }
  return search;
}

/** Express 5 path syntax → a regular expression over a raw (still percent-encoded) path under DATA_PREFIX. */
export function routePattern(route: Pick<RouteRef, 'path'>): RegExp {
  return pathPattern(DATA_PREFIX + route.path);
}

/** Express 5 path syntax (a whole path) → a regular expression over a raw (still percent-encoded) path. */
export function pathPattern(path: string): RegExp {
  const source = path
    .replace(/[.+?^$()[\]\\|]/g, '\\$&')
    .replace(/\{\*\w+\}/g, '.*')
    .replace(/\*\w+/g, '.+')
    .replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${source}/?$`);
}

/**
 * Keys present in what was sent but not in what the schema kept (z.object strips unknown keys): fields no
 * contract has, which a client must not read. Empty when the two agree.
 */
export function unknownFields(sent: unknown, kept: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept))
    return sent.flatMap((item, i) => unknownFields(item, kept[i], `${at}[${i}]`));
  if (!isObject(sent) || !isObject(kept)) return [];
  return Object.keys(sent).flatMap((key) =>
    key in kept ? unknownFields(sent[key], kept[key], `${at}.${key}`) : [`${at}.${key}`],
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

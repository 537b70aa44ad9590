import type { z } from 'zod';
import type { DATA_ROUTES } from '../schemas/routes';
import type { ROUTES } from './table';

// The types of every /data call, taken from its schemas (type-only imports: nothing of zod is bundled).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Defs = typeof DATA_ROUTES;
export type RouteName = keyof typeof ROUTES;

/**
 * Who may make a call, declared beside it in the route table and enforced in one place by the api
 * (api/src/platform/auth/access.ts; docs/product/organisations.md#admin-messages):
 * - `public`: anyone;
 * - `user`: a signed-in user (401 'Missing user' otherwise);
 * - `orgAdmin`: an admin of the organisation named by the path's `:orgId`, or staff; a malformed `:orgId`
 *   is a 400 'Invalid org id' before anything else, then 401 'Missing user', then 403 'User is not an admin';
 * - `orgOwner`: an owner of the organisation named by `:orgId` (an admin with the owner role), or staff; the
 *   same order as `orgAdmin`, then 403 'User is not an owner' (docs/product/organisations.md#owners);
 * - `staff`: staff only (403 'User is not staff').
 * Whatever the access, a path with `:orgId` answers a malformed one with 400 'Invalid org id' first.
 * Every call under /orgdashboard declares one (api test accessMatrix.test.ts).
 */
export type RouteAccess = 'public' | 'user' | 'orgAdmin' | 'orgOwner' | 'staff';

/** A /data call as a page names it: `routes.saveListing`. */
export interface RouteRef<N extends RouteName = RouteName> {
  readonly name: N;
  readonly method: HttpMethod;
  readonly path: string;
  readonly access?: RouteAccess;
}

type SchemaOf<N extends RouteName, K extends string> = K extends keyof Defs[N] ? Defs[N][K] : never;
type Input<S> = [S] extends [never] ? never : S extends z.ZodType ? z.input<S> : never;

/** A value in a URL: the string the schema reads, or a number (an id) written as one. */
type UrlValue<T> = T extends string
  ? string | number
  : T extends readonly (infer U)[]
    ? readonly UrlValue<U>[]
    : T;
type UrlInput<T> = [T] extends [never] ? never : { [K in keyof T]: UrlValue<T[K]> };

export type RouteParams<N extends RouteName> = UrlInput<Input<SchemaOf<N, 'params'>>>;
export type RouteQuery<N extends RouteName> = UrlInput<Input<SchemaOf<N, 'query'>>>;
export type RouteBody<N extends RouteName> = (typeof ROUTES)[N] extends { multipart: true }
  ? FormData
  : Input<SchemaOf<N, 'body'>>;
/** What a 2xx answer of the call holds. */
export type RouteAnswer<N extends RouteName> = z.output<Defs[N]['answer']>;

type Part<K extends string, T, Optional extends boolean> = [T] extends [never]
  ? unknown
  : Optional extends true
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call takes: its path parameters, query and body, each only when the call has one. */
export type CallInput<N extends RouteName> = Part<'params', RouteParams<N>, false> &
  Part<'query', RouteQuery<N>, true> &
  Part<'body', RouteBody<N>, false>;

/** Whether a call can be made without any input (nothing in the path, no body). */
export type NeedsInput<N extends RouteName> = [RouteParams<N>] extends [never]
  ? [RouteBody<N>] extends [never]
    ? false
    : true
  : true;

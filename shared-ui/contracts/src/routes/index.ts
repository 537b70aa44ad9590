// @opengood/contracts/routes: every /data call by name, with its types, and nothing of zod at run time, so
// a page's bundle can name the calls it makes (`http.call(routes.saveListing, { body })`) without the
// schemas. The schemas are in the main entry (DATA_ROUTES), for the api and for development checks.
import { ROUTES } from './table';

export const routes = ROUTES;
export { DATA_PREFIX, pathPattern, routePattern, routeQuery, routeUrl, unknownFields } from './paths';
export type {
  CallInput,
  HttpMethod,
  NeedsInput,
  RouteAnswer,
  RouteBody,
  RouteName,
  RouteParams,
  RouteQuery,
  RouteRef,
  RouteAccess,
} from './types';

import {
  routeQuery,
  routeUrl,
  type CallInput,
  type NeedsInput,
  type RouteAnswer,
  type RouteName,
  type RouteRef,
} from '@opengood/contracts/routes';
import type { HttpClient, HttpRequestConfig } from './http-client';

// The one way to call /data: `http.call(routes.saveListing, { body })`. The route names the method and the
// address; the input and the answer are typed from the route's schemas (contracts' route table), so no
// page writes a data path by hand or restates an answer type.

export type CallArgs<N extends RouteName> =
  NeedsInput<N> extends true
    ? [input: CallInput<N>, config?: HttpRequestConfig]
    : [input?: CallInput<N>, config?: HttpRequestConfig];

export type Call = <N extends RouteName>(route: RouteRef<N>, ...args: CallArgs<N>) => Promise<RouteAnswer<N>>;

/** `call` over a client's `request`: builds the address and query, sends the body, checks the answer (dev). */
export function callWith(request: HttpClient['request']): Call {
  return async (route, ...args) => {
    const [input, config] = args as [
      Partial<Record<'params' | 'query' | 'body', unknown>> | undefined,
      HttpRequestConfig?,
    ];
    const answer = await request({
      ...config,
      method: route.method,
      url: routeUrl(route, input?.params as Parameters<typeof routeUrl>[1]),
      params:
        input?.query === undefined ? config?.params : routeQuery(input.query as Record<string, unknown>),
      body: input?.body,
    });
    if (process.env.NODE_ENV !== 'production') {
      const { checkRouteAnswer } = await import('./answerCheck');
      await checkRouteAnswer(route.name, answer);
    }
    return answer as RouteAnswer<typeof route.name>;
  };
}

import type { Action, Dispatch } from '@reduxjs/toolkit';
import type { CallInput, RouteAnswer, RouteName, RouteRef } from '@opengood/contracts/routes';
import { isHttpError, type HttpClient, type HttpRequestConfig } from '../http';
import { pagesRefreshed, type PageRefresh } from '../loading/pagesSlice';
import { mutationFailed, mutationStarted, mutationSucceeded } from './mutationsSlice';

// The one way to write (platform README "Writing data"): a mutation names its /data route, how the caller's
// arguments become the call's input, which pages' data the write changes, and what else the store hears
// when it succeeded. Components run it with useMutation, sagas with `mutate`; both go through runMutation,
// which keeps the write's state in `platform/mutations` and refreshes the pages it changed (the
// platform/pages entries are the one copy of loaded data, so nothing else needs patching).

export interface Mutation<N extends RouteName, Args> {
  /** `<area>/<what>`: the write's name in the store (and in its id). */
  readonly name: string;
  readonly route: RouteRef<N>;
  /** The call's input from the caller's arguments (by default the arguments are the input). */
  readonly input: (args: Args) => CallInput<N>;
  /** The call's options (e.g. `redirectOnAuthErrors: false` when the page shows a 403 itself). */
  readonly config?: HttpRequestConfig;
  /** The pages whose data this write changed: refreshed once it succeeded. */
  readonly refreshes: (args: Args, answer: RouteAnswer<N>) => readonly PageRefresh[];
  /** Store events once it succeeded (e.g. the signed-in user changed). */
  readonly then: (answer: RouteAnswer<N>, args: Args) => readonly Action[];
}

export interface MutationDefinition<N extends RouteName, Args> {
  name: string;
  route: RouteRef<N>;
  input?: (args: Args) => CallInput<N>;
  config?: HttpRequestConfig;
  refreshes?: (args: Args, answer: RouteAnswer<N>) => readonly PageRefresh[];
  then?: (answer: RouteAnswer<N>, args: Args) => readonly Action[];
}

export function defineMutation<N extends RouteName, Args = CallInput<N>>(
  definition: MutationDefinition<N, Args>,
): Mutation<N, Args> {
  return {
    name: definition.name,
    route: definition.route,
    input: definition.input ?? ((args) => args as unknown as CallInput<N>),
    config: definition.config,
    refreshes: definition.refreshes ?? (() => []),
    then: definition.then ?? (() => []),
  };
}

/** The id of one run's state: the mutation, and which instance (a saved search's id) when there are many. */
export const mutationId = (mutation: { name: string }, instance?: string | number) =>
  instance === undefined ? mutation.name : `${mutation.name}:${instance}`;

/**
 * The field errors of a failed write: the api's `errors` map (its string values), or `request: <status>`
 * when it sent none (a 500), `request: NETWORK` without an answer, so a form can say something went wrong.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (isHttpError(error)) {
    const errors = Object.fromEntries(
      Object.entries(error.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return Object.keys(errors).length > 0 ? errors : { request: String(error.statusCode) };
  }
  return { request: 'NETWORK' };
}

/** What the store hears when a write failed: its field errors under its id. */
export function failureEvent(id: string, error: unknown): Action {
  return mutationFailed({
    id,
    errors: fieldErrorsOf(error),
    statusCode: isHttpError(error) ? error.statusCode : null,
  });
}

/** What the store hears when a write succeeded: its state, the pages it changed, its follow-up events. */
export function successEvents<N extends RouteName, Args>(
  mutation: Mutation<N, Args>,
  id: string,
  args: Args,
  answer: RouteAnswer<N>,
): Action[] {
  return [
    mutationSucceeded({ id }),
    ...mutation.refreshes(args, answer).map((refresh) => pagesRefreshed(refresh)),
    ...mutation.then(answer, args),
  ];
}

/** The call of a write (the route's input from the arguments). */
export function callOf<N extends RouteName, Args>(
  http: HttpClient,
  mutation: Mutation<N, Args>,
  args: Args,
): Promise<RouteAnswer<N>> {
  const call = http.call as unknown as (
    route: RouteRef<N>,
    input: CallInput<N>,
    config?: HttpRequestConfig,
  ) => Promise<RouteAnswer<N>>;
  return call(mutation.route, mutation.input(args), mutation.config);
}

/**
 * Runs a write: its state under `mutationId(mutation, instance)`, the call, then the refreshes and follow-up
 * events. Resolves to the answer; rejects with the call's error (its field errors are in the store too).
 */
export async function runMutation<N extends RouteName, Args>(
  services: { http: HttpClient; dispatch: Dispatch },
  mutation: Mutation<N, Args>,
  args: Args,
  instance?: string | number,
): Promise<RouteAnswer<N>> {
  const { http, dispatch } = services;
  const id = mutationId(mutation, instance);
  dispatch(mutationStarted({ id }));
  let answer: RouteAnswer<N>;
  try {
    answer = await callOf(http, mutation, args);
  } catch (error) {
    dispatch(failureEvent(id, error));
    throw error;
  }
  for (const event of successEvents(mutation, id, args, answer)) dispatch(event);
  return answer;
}

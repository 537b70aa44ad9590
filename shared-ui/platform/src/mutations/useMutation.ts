import { useCallback } from 'react';
import type { RouteAnswer, RouteName } from '@opengood/contracts/routes';
import { usePlatform } from '../app/PlatformContext';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { mutationId, runMutation, type Mutation } from './defineMutation';
import { mutationReset, selectMutation } from './mutationsSlice';

export interface MutationHandle<N extends RouteName, Args> {
  /** Runs the write; resolves to the answer, or to undefined when it failed (its errors are below). */
  mutate(args: Args): Promise<RouteAnswer<N> | undefined>;
  /** The same, rejecting with the call's error (a form hands it to the design system's applyApiErrors). */
  mutateAsync(args: Args): Promise<RouteAnswer<N>>;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  /** The api's refusals by field (empty unless failed). */
  errors: Record<string, string>;
  statusCode: number | null;
  reset(): void;
}

const NO_ERRORS: Record<string, string> = {};

/** A component's handle on a write (`instance` tells apart the rows of a list: a saved search's id). */
export function useMutation<N extends RouteName, Args>(
  mutation: Mutation<N, Args>,
  instance?: string | number,
): MutationHandle<N, Args> {
  const { http } = usePlatform();
  const dispatch = useAppDispatch();
  const id = mutationId(mutation, instance);
  const state = useAppSelector((s) => selectMutation(s, id));
  const mutateAsync = useCallback(
    (args: Args) => runMutation({ http, dispatch }, mutation, args, instance),
    [http, dispatch, mutation, instance],
  );
  const mutate = useCallback((args: Args) => mutateAsync(args).catch(() => undefined), [mutateAsync]);
  const reset = useCallback(() => dispatch(mutationReset({ id })), [dispatch, id]);
  return {
    mutate,
    mutateAsync,
    status: state?.status ?? 'idle',
    errors: state?.status === 'failed' ? state.errors : NO_ERRORS,
    statusCode: state?.status === 'failed' ? state.statusCode : null,
    reset,
  };
}

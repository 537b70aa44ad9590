import { useCallback } from 'react';
import { runMutation, useAppDispatch, usePlatform, type Mutation } from '@opengood/platform';
import type { RouteName } from '@opengood/contracts/routes';

/** Runs a mutation and rejects with the api's refusal (a form's submit hands it to `applyApiErrors`). */
export function useRunMutation() {
  const { http } = usePlatform();
  const dispatch = useAppDispatch();
  return useCallback(
    <N extends RouteName, Args>(mutation: Mutation<N, Args>, args: Args, instance?: string | number) =>
      runMutation({ http, dispatch }, mutation, args, instance),
    [http, dispatch],
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { RouteAnswer, RouteName } from '@opengood/contracts/routes';
import {
  isHttpError,
  mutationId,
  runMutation,
  successEvents,
  useAppDispatch,
  useMutation,
  usePlatform,
  type Mutation,
} from '@opengood/platform';

// The area's ways to run its writes (each one a mutation of a `…Mutations.ts` file; platform README
// "Writing data"), and the one piece of state some of them keep on screen: a change shown before the api
// has it (optimistic).

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

/**
 * A deletion: like `useMutation`, but a target already gone (404) is what the user asked for, so it counts
 * as done (its pages refreshed, its events sent). `remove` resolves to true once it is gone.
 */
export function useDeletion<N extends RouteName, Args>(
  mutation: Mutation<N, Args>,
  instance?: string | number,
) {
  const handle = useMutation(mutation, instance);
  const run = useRunMutation();
  const dispatch = useAppDispatch();
  const remove = useCallback(
    async (args: Args): Promise<boolean> => {
      try {
        await run(mutation, args, instance);
        return true;
      } catch (error) {
        if (!isHttpError(error) || error.statusCode !== 404) return false;
        const gone = { ok: true } as RouteAnswer<N>;
        for (const event of successEvents(mutation, mutationId(mutation, instance), args, gone))
          dispatch(event);
        return true;
      }
    },
    [run, dispatch, mutation, instance],
  );
  return { ...handle, remove };
}

interface Shown<V> {
  value: V;
  run: number;
  /** The api took it: kept until the page's data is loaded again (the refresh the write asked for). */
  settled: boolean;
}

/**
 * Changes shown at once, before the api answers (spec: switches move when touched): each one stays until
 * its write fails (then it goes, and the loaded value shows again) or, once the write succeeded, until
 * the page's data is loaded again with it (`loaded` changes).
 */
export function useShownChanges<K, V>(loaded: unknown) {
  const [shown, setShown] = useState<ReadonlyMap<K, Shown<V>>>(() => new Map());
  const runs = useRef(0);
  useEffect(() => {
    setShown((current) => {
      const kept = [...current].filter(([, entry]) => !entry.settled);
      return kept.length === current.size ? current : new Map(kept);
    });
  }, [loaded]);
  /** Shows `value` for `key` while `write` runs; resolves to whether the api took it. */
  const change = useCallback(async (key: K, value: V, write: () => Promise<unknown>) => {
    const run = (runs.current += 1);
    setShown((current) => new Map(current).set(key, { value, run, settled: false }));
    const took = (await write()) !== undefined;
    setShown((current) => {
      const entry = current.get(key);
      if (entry?.run !== run) return current;
      const next = new Map(current);
      if (took) next.set(key, { ...entry, settled: true });
      else next.delete(key);
      return next;
    });
    return took;
  }, []);
  const pending = [...shown].filter(([, entry]) => !entry.settled).map(([key]) => key);
  return { valueOf: (key: K): V | undefined => shown.get(key)?.value, pending, change };
}

import type { RouteAnswer, RouteName } from '@opengood/contracts/routes';
import { call, put } from 'redux-saga/effects';
import { sagaContext } from '../store/sagaContext';
import { callOf, failureEvent, mutationId, successEvents, type Mutation } from './defineMutation';
import { mutationStarted } from './mutationsSlice';

/**
 * A saga's way to run a write: `const answer = yield* mutate(saveSearch, args)`. The same steps as
 * useMutation's runMutation (state under its id, the call, refreshes, follow-up events), as puts.
 */
export function* mutate<N extends RouteName, Args>(
  mutation: Mutation<N, Args>,
  args: Args,
  instance?: string | number,
) {
  const http = yield* sagaContext('http');
  const id = mutationId(mutation, instance);
  yield put(mutationStarted({ id }));
  let answer: RouteAnswer<N>;
  try {
    answer = (yield call(callOf<N, Args>, http, mutation, args)) as RouteAnswer<N>;
  } catch (error) {
    yield put(failureEvent(id, error));
    throw error;
  }
  for (const event of successEvents(mutation, id, args, answer)) yield put(event);
  return answer;
}

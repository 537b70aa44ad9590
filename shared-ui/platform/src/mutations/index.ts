export {
  defineMutation,
  callOf,
  failureEvent,
  successEvents,
  fieldErrorsOf,
  mutationId,
  runMutation,
  type Mutation,
  type MutationDefinition,
} from './defineMutation';
export { useMutation, type MutationHandle } from './useMutation';
export { mutate } from './mutateSaga';
export {
  mutationsSlice,
  mutationStarted,
  mutationSucceeded,
  mutationFailed,
  mutationReset,
  selectMutation,
  type MutationState,
  type MutationsState,
} from './mutationsSlice';

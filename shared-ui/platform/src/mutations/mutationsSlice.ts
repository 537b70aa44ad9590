import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where one write stands: under way, done, or refused (the api's errors by field). */
export type MutationState =
  | { status: 'pending' }
  | { status: 'succeeded' }
  | { status: 'failed'; errors: Record<string, string>; statusCode: number | null };

export interface MutationsState {
  /** By mutation id: the mutation's name, and the instance it is about when there are several (`:12`). */
  byId: Record<string, MutationState>;
}

const initialState: MutationsState = { byId: {} };

export const mutationsSlice = createSlice({
  name: 'platform/mutations',
  initialState,
  reducers: {
    mutationStarted(state, action: PayloadAction<{ id: string }>) {
      state.byId[action.payload.id] = { status: 'pending' };
    },
    mutationSucceeded(state, action: PayloadAction<{ id: string }>) {
      state.byId[action.payload.id] = { status: 'succeeded' };
    },
    mutationFailed(
      state,
      action: PayloadAction<{ id: string; errors: Record<string, string>; statusCode: number | null }>,
    ) {
      const { id, errors, statusCode } = action.payload;
      state.byId[id] = { status: 'failed', errors, statusCode };
    },
    /** The form was closed or edited again: forget how the last try ended. */
    mutationReset(state, action: PayloadAction<{ id: string }>) {
      delete state.byId[action.payload.id];
    },
  },
  selectors: {
    selectMutation: (state, id: string): MutationState | undefined => state.byId[id],
  },
});

export const { mutationStarted, mutationSucceeded, mutationFailed, mutationReset } = mutationsSlice.actions;
export const { selectMutation } = mutationsSlice.selectors;

import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SavedSearch, SavingSearchStatus } from '@opengood/contracts';
import type { RootState } from '@opengood/platform';

// The saved searches' changes made on this page (spec §4 saving-search status: SAVED after an edit,
// UNSAVED after a delete). The loaded list lives in platform/pages; this slice holds what changed since.

export type SearchOperation = 'rename' | 'alert' | 'delete';

export interface SavedSearchesState {
  /** The latest copy of each search changed here (the api's answer, or the optimistic alert switch). */
  changed: Record<number, SavedSearch>;
  deleted: number[];
  pending: Record<number, SearchOperation>;
  /** The last refusal per search: a field's code or message, or the status of a failed call. */
  errors: Record<number, string>;
  status: SavingSearchStatus | null;
  /** The search the status is about. */
  statusOf: number | null;
}

const initialState: SavedSearchesState = {
  changed: {},
  deleted: [],
  pending: {},
  errors: {},
  status: null,
  statusOf: null,
};

export const savedSearchesSlice = createSlice({
  name: 'mfe-user-dashboard/savedSearches',
  initialState,
  reducers: {
    savedSearchRenameSubmitted(state, action: PayloadAction<{ search: SavedSearch; name: string }>) {
      const { search } = action.payload;
      state.pending[search.id] = 'rename';
      delete state.errors[search.id];
    },
    /** Optimistic: the switch moves at once and goes back if the call fails. */
    savedSearchAlertToggled(state, action: PayloadAction<{ search: SavedSearch; notifyByEmail: boolean }>) {
      const { search, notifyByEmail } = action.payload;
      state.changed[search.id] = { ...search, notifyByEmail };
      state.pending[search.id] = 'alert';
      delete state.errors[search.id];
    },
    savedSearchDeleteConfirmed(state, action: PayloadAction<{ search: SavedSearch }>) {
      state.pending[action.payload.search.id] = 'delete';
      delete state.errors[action.payload.search.id];
    },
    savedSearchUpdated(state, action: PayloadAction<SavedSearch>) {
      const search = action.payload;
      state.changed[search.id] = search;
      delete state.pending[search.id];
      state.status = 'SAVED';
      state.statusOf = search.id;
    },
    savedSearchUpdateFailed(state, action: PayloadAction<{ search: SavedSearch; error: string }>) {
      const { search, error } = action.payload;
      state.changed[search.id] = search;
      delete state.pending[search.id];
      state.errors[search.id] = error;
    },
    savedSearchDeleted(state, action: PayloadAction<{ id: number }>) {
      const { id } = action.payload;
      if (!state.deleted.includes(id)) state.deleted.push(id);
      delete state.pending[id];
      state.status = 'UNSAVED';
      state.statusOf = id;
    },
    savedSearchDeleteFailed(state, action: PayloadAction<{ id: number; error: string }>) {
      delete state.pending[action.payload.id];
      state.errors[action.payload.id] = action.payload.error;
    },
  },
});

export const {
  savedSearchRenameSubmitted,
  savedSearchAlertToggled,
  savedSearchDeleteConfirmed,
  savedSearchUpdated,
  savedSearchUpdateFailed,
  savedSearchDeleted,
  savedSearchDeleteFailed,
} = savedSearchesSlice.actions;

export type SavedSearchesSliceState = SavedSearchesState;

const selectState = (state: RootState): SavedSearchesState =>
  state['mfe-user-dashboard/savedSearches'] ?? initialState;

export const selectSavedSearchChanges = selectState;

/** The loaded page's searches as they are now: changed ones replaced, deleted ones gone. */
export const selectCurrentSavedSearches = createSelector(
  [selectState, (_: RootState, loaded: readonly SavedSearch[]) => loaded],
  (changes, loaded) =>
    loaded.filter((s) => !changes.deleted.includes(s.id)).map((s) => changes.changed[s.id] ?? s),
);

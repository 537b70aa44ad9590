import { createSlice } from '@reduxjs/toolkit';
import type { SavingSearchStatus } from '@opengood/contracts';
import type { RootState } from '@opengood/platform';

// The user's saving-search status (docs/product/user-dashboard.md "Saving-search status": SAVED after an
// edit, UNSAVED after a delete), said once on the saved-searches tab. The searches themselves are the
// loaded page's (platform/pages), loaded again after each change.

export interface SavedSearchesState {
  status: SavingSearchStatus | null;
}

const initialState: SavedSearchesState = { status: null };

export const savedSearchesSlice = createSlice({
  name: 'mfe-user-dashboard/savedSearches',
  initialState,
  reducers: {
    savedSearchUpdated(state) {
      state.status = 'SAVED';
    },
    savedSearchDeleted(state) {
      state.status = 'UNSAVED';
    },
  },
});

export const { savedSearchUpdated, savedSearchDeleted } = savedSearchesSlice.actions;

export const selectSavingSearchStatus = (state: RootState): SavingSearchStatus | null =>
  state['mfe-user-dashboard/savedSearches']?.status ?? null;

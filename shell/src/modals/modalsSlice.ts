import { createSlice } from '@reduxjs/toolkit';
import { tmpRecordRestored, type RootState } from '@opengood/platform';
import type { TmpRecordKind } from '@opengood/contracts';

/**
 * Pre-signup actions that need a profile to finish (docs/product/chrome.md#modal-sequence CREATE_USER_PROFILE): an application
 * started before signing up, restored from temporary storage once the user is verified.
 */
export const PROFILE_LINKED_KINDS: readonly TmpRecordKind[] = ['LISTING_APPLICATION_VALUES'];

export interface ModalsState {
  profileLinkedActionRestored: boolean;
}

export const modalsSlice = createSlice({
  name: 'shell/modals',
  initialState: { profileLinkedActionRestored: false } as ModalsState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(tmpRecordRestored, (state, action) => {
      if (PROFILE_LINKED_KINDS.includes(action.payload.kind)) state.profileLinkedActionRestored = true;
    });
  },
});

declare module '@opengood/platform' {
  interface LazyLoadedSlices {
    'shell/modals': ModalsState;
  }
}

export const selectHasProfileLinkedPreSignupAction = (state: RootState) =>
  state['shell/modals']?.profileLinkedActionRestored ?? false;

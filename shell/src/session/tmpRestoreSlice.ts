import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TmpRecord } from '@opengood/contracts';
import type { RootState } from '@opengood/platform';

/**
 * The temporary-data restore asks before it applies anything (issue 15): what a visitor kept before
 * signing up is shown to the signed-in user, who confirms or declines it (TmpRestorePrompt).
 */
export interface TmpRestoreOffer {
  tmpId: string;
  records: TmpRecord[];
}

export interface TmpRestoreState {
  offer: TmpRestoreOffer | null;
}

export const tmpRestoreSlice = createSlice({
  name: 'shell/tmpRestore',
  initialState: { offer: null } as TmpRestoreState,
  reducers: {
    /** The restore fetched an entry that changes something: the user is asked. */
    tmpRestoreOffered(state, action: PayloadAction<TmpRestoreOffer>) {
      state.offer = action.payload;
    },
    /** The user confirmed (apply) or declined (nothing is applied); either way the entry is spent. */
    tmpRestoreAnswered(state, action: PayloadAction<{ tmpId: string; apply: boolean }>) {
      if (state.offer?.tmpId === action.payload.tmpId) state.offer = null;
    },
    /** The restore stopped before an answer (the page's session ended). */
    tmpRestoreWithdrawn(state) {
      state.offer = null;
    },
  },
});

export const { tmpRestoreOffered, tmpRestoreAnswered, tmpRestoreWithdrawn } = tmpRestoreSlice.actions;

declare module '@opengood/platform' {
  interface LazyLoadedSlices {
    'shell/tmpRestore': TmpRestoreState;
  }
}

export const selectTmpRestoreOffer = (state: RootState) => state['shell/tmpRestore']?.offer ?? null;

/** Kinds that change nothing by themselves: an entry of only these is applied without asking. */
export const needsConfirmation = (records: readonly TmpRecord[]) =>
  records.some((record) => record.kind !== 'SIGNUP_BLOCK_REDIRECT');

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApplicantProfile, Application, ApplicationInput, ListingType } from '@opengood/contracts';
import type { RootState } from '@opengood/platform';

// The apply panel's state per listing: the signed-in user's applicant profile (pre-fill) and their
// application to it, and how the last submission went. The form's own values stay in the form.

export interface ListingRef {
  type: ListingType;
  id: number;
}

export type SubmitState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'refused'; errors: Record<string, string>; closed: boolean }
  | { status: 'failed' };

export interface ApplyEntry {
  load: 'loading' | 'ready' | 'failed';
  profile: ApplicantProfile | null;
  application: Application | null;
  submit: SubmitState;
}

export interface ApplyState {
  byListing: Record<string, ApplyEntry>;
}

export const keyOf = (ref: ListingRef) => `${ref.type}/${ref.id}`;

const initialState: ApplyState = { byListing: {} };

export const applySlice = createSlice({
  name: 'mfe-listings/apply',
  initialState,
  reducers: {
    /** The signed-in user opened a listing's apply panel: their profile and application are fetched. */
    applyPanelOpened(state, action: PayloadAction<ListingRef>) {
      const key = keyOf(action.payload);
      const entry = state.byListing[key];
      if (entry?.load === 'ready') return;
      state.byListing[key] = {
        load: 'loading',
        profile: null,
        application: null,
        submit: { status: 'idle' },
      };
    },
    applyDataLoaded(
      state,
      action: PayloadAction<{
        ref: ListingRef;
        profile: ApplicantProfile | null;
        application: Application | null;
      }>,
    ) {
      const entry = state.byListing[keyOf(action.payload.ref)];
      if (!entry) return;
      entry.load = 'ready';
      entry.profile = action.payload.profile;
      entry.application = action.payload.application;
    },
    applyDataFailed(state, action: PayloadAction<ListingRef>) {
      const entry = state.byListing[keyOf(action.payload)];
      if (entry) entry.load = 'failed';
    },
    /** A new résumé was uploaded: the profile as the api answered it. */
    applicantProfileUpdated(state, action: PayloadAction<{ ref: ListingRef; profile: ApplicantProfile }>) {
      const entry = state.byListing[keyOf(action.payload.ref)];
      if (entry) entry.profile = action.payload.profile;
    },
    applicationSubmitted(state, action: PayloadAction<{ ref: ListingRef; body: ApplicationInput }>) {
      const entry = state.byListing[keyOf(action.payload.ref)];
      if (entry) entry.submit = { status: 'sending' };
    },
    applicationSent(state, action: PayloadAction<{ ref: ListingRef; application: Application }>) {
      const entry = state.byListing[keyOf(action.payload.ref)];
      if (!entry) return;
      entry.application = action.payload.application;
      entry.submit = { status: 'sent' };
    },
    /** 400/409: refused with reasons by field (closed: the listing no longer takes applications). */
    applicationRefused(
      state,
      action: PayloadAction<{ ref: ListingRef; errors: Record<string, string>; closed: boolean }>,
    ) {
      const entry = state.byListing[keyOf(action.payload.ref)];
      if (entry)
        entry.submit = { status: 'refused', errors: action.payload.errors, closed: action.payload.closed };
    },
    applicationFailed(state, action: PayloadAction<ListingRef>) {
      const entry = state.byListing[keyOf(action.payload)];
      if (entry) entry.submit = { status: 'failed' };
    },
    /** The user chose to change an application already sent. */
    applicationEditStarted(state, action: PayloadAction<ListingRef>) {
      const entry = state.byListing[keyOf(action.payload)];
      if (entry) entry.submit = { status: 'idle' };
    },
  },
});

export const {
  applyPanelOpened,
  applyDataLoaded,
  applyDataFailed,
  applicantProfileUpdated,
  applicationSubmitted,
  applicationSent,
  applicationRefused,
  applicationFailed,
  applicationEditStarted,
} = applySlice.actions;

declare module '@opengood/platform' {
  interface LazyLoadedSlices {
    'mfe-listings/apply': ApplyState;
  }
}

export const selectApplyEntry = (state: RootState, ref: ListingRef): ApplyEntry | null =>
  state['mfe-listings/apply']?.byListing[keyOf(ref)] ?? null;

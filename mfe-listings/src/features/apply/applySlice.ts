import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApplicantProfile, Application, ApplicationInput, ListingType } from '@opengood/contracts';
import type { RootState } from '@opengood/platform';

// The apply panel's loaded data per listing: the signed-in user's applicant profile (pre-fill) and their
// application to it. How a submission goes is the write's own state (platform/mutations, applyToListing
// by listing); the form's values stay in the form.

export interface ListingRef {
  type: ListingType;
  id: number;
}

export interface ApplyEntry {
  load: 'loading' | 'ready' | 'failed';
  profile: ApplicantProfile | null;
  application: Application | null;
}

export interface ApplyState {
  byListing: Record<string, ApplyEntry>;
}

export const keyOf = (ref: ListingRef) => `${ref.type}/${ref.id}`;

const initialState: ApplyState = { byListing: {} };

/** The user sent the form (or clicked "I'm interested" / "I'll attend"): the apply saga takes it from here. */
export const applicationSubmitted = createAction<{ ref: ListingRef; body: ApplicationInput }>(
  'mfe-listings/apply/applicationSubmitted',
);

export const applySlice = createSlice({
  name: 'mfe-listings/apply',
  initialState,
  reducers: {
    /** The signed-in user opened a listing's apply panel: their profile and application are fetched. */
    applyPanelOpened(state, action: PayloadAction<ListingRef>) {
      const key = keyOf(action.payload);
      if (state.byListing[key]?.load === 'ready') return;
      state.byListing[key] = { load: 'loading', profile: null, application: null };
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
    /** The api took the application: it is the user's application to the listing now. */
    applicationSent(state, action: PayloadAction<{ ref: ListingRef; application: Application }>) {
      const entry = state.byListing[keyOf(action.payload.ref)];
      if (entry) entry.application = action.payload.application;
    },
  },
});

export const {
  applyPanelOpened,
  applyDataLoaded,
  applyDataFailed,
  applicantProfileUpdated,
  applicationSent,
} = applySlice.actions;

declare module '@opengood/platform' {
  interface LazyLoadedSlices {
    'mfe-listings/apply': ApplyState;
  }
}

export const selectApplyEntry = (state: RootState, ref: ListingRef): ApplyEntry | null =>
  state['mfe-listings/apply']?.byListing[keyOf(ref)] ?? null;

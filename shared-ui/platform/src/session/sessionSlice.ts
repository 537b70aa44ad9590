import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Environment, SavedListingRef, TmpRecord, User } from '@opengood/contracts';

/**
 * Who is signed in and the visitor's environment (docs/product/accounts.md#the-user, docs/product/accounts.md#environment), owned by the platform and
 * read by every area through the selectors in ./selectors, never by reaching into this state.
 *
 * status: 'unknown' before the first answer of GET /data/users/me (and after a failed one: not knowing
 * is not the same as being signed out), 'loading' while it is asked for, 'known' once answered.
 */
export type SessionStatus = 'unknown' | 'loading' | 'known';

/** Application form values a visitor typed before signing up, restored after verification (docs/product/accounts.md#temporary-data). */
export interface RestoredApplication {
  listingId: number;
  listingType: SavedListingRef['type'];
  values: Record<string, unknown>;
}

export interface SessionState {
  user: User | null;
  status: SessionStatus;
  environment: Environment | null;
  /**
   * LISTING_APPLICATION_VALUES records restored after sign-up. The restore may run on another page than
   * the listing's (home after verification), so they wait here until that listing's form takes them.
   */
  restoredApplications: RestoredApplication[];
}

const initialState: SessionState = {
  user: null,
  status: 'unknown',
  environment: null,
  restoredApplications: [],
};

const sameListing = (a: SavedListingRef) => (b: SavedListingRef) => a.id === b.id && a.type === b.type;

function addSaved(state: SessionState, ref: SavedListingRef) {
  const saved = state.user?.savedListings;
  if (saved && !saved.some(sameListing(ref))) saved.unshift({ id: ref.id, type: ref.type });
}

function removeSaved(state: SessionState, ref: SavedListingRef) {
  if (state.user) state.user.savedListings = state.user.savedListings.filter((s) => !sameListing(ref)(s));
}

/**
 * A record of a temporary-storage entry was restored after sign-up (docs/product/accounts.md#temporary-data).
 * The area that owns the kind (saving a listing, an application form, ...) handles it; the shell only
 * announces it.
 */
export const tmpRecordRestored = createAction<TmpRecord>('platform/session/tmpRecordRestored');

export const sessionSlice = createSlice({
  name: 'platform/session',
  initialState,
  reducers: {
    /** The shell asked who is signed in (at boot, after log-in or log-out). */
    sessionLoadStarted(state) {
      if (state.status !== 'known') state.status = 'loading';
    },
    /** GET /data/users/me answered: the user, or null when signed out. */
    userLoaded(state, action: PayloadAction<User | null>) {
      state.user = action.payload;
      state.status = 'known';
    },
    /** GET /data/users/me failed (retries spent): what was known stays, nothing is assumed. */
    sessionLoadFailed(state) {
      if (state.status === 'loading') state.status = 'unknown';
    },
    /** Log-in, sign-up or a verified email answered with the signed-in user. */
    userSignedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.status = 'known';
    },
    /** The signed-in user's own record changed (a saved name, the chosen language). */
    userUpdated(state, action: PayloadAction<User>) {
      if (state.user?.id === action.payload.id) state.user = action.payload;
    },
    /** Log-out succeeded (or the account was deleted). */
    userSignedOut(state) {
      state.user = null;
      state.status = 'known';
    },
    environmentLoaded(state, action: PayloadAction<Environment>) {
      state.environment = action.payload;
    },
    // Saved listings (docs/product/listings.md#saved-listings): the user's list changes at once (optimistic); the saved-listings saga
    // makes the call and undoes the change by the spec's rules when it fails.
    /** The user saved a listing: it is saved at once, then POST /data/saved-listings. */
    listingSaveRequested(state, action: PayloadAction<SavedListingRef>) {
      addSaved(state, action.payload);
    },
    listingSaved(state, action: PayloadAction<SavedListingRef>) {
      addSaved(state, action.payload);
    },
    /** The save call failed: rolled back. */
    listingSaveFailed(state, action: PayloadAction<SavedListingRef>) {
      removeSaved(state, action.payload);
    },
    /** The user unsaved a listing: unsaved at once, then DELETE /data/saved-listings/:type/:id. */
    listingUnsaveRequested(state, action: PayloadAction<SavedListingRef>) {
      removeSaved(state, action.payload);
    },
    listingUnsaved(state, action: PayloadAction<SavedListingRef>) {
      removeSaved(state, action.payload);
    },
    /** The unsave call failed with anything but 404 (a 404 means it is not saved anyway): rolled back. */
    listingUnsaveFailed(state, action: PayloadAction<SavedListingRef>) {
      addSaved(state, action.payload);
    },
    /** The listing's application form took the values restored for it. */
    restoredApplicationTaken(state, action: PayloadAction<SavedListingRef>) {
      state.restoredApplications = state.restoredApplications.filter(
        (r) => !(r.listingId === action.payload.id && r.listingType === action.payload.type),
      );
    },
  },
  extraReducers: (builder) => {
    builder.addCase(tmpRecordRestored, (state, action) => {
      const record = action.payload;
      if (record.kind !== 'LISTING_APPLICATION_VALUES') return;
      const { listingId, listingType, values } = record.data;
      state.restoredApplications = [
        ...state.restoredApplications.filter(
          (r) => !(r.listingId === listingId && r.listingType === listingType),
        ),
        { listingId, listingType, values },
      ];
    });
  },
});

export const {
  sessionLoadStarted,
  userLoaded,
  sessionLoadFailed,
  userSignedIn,
  userUpdated,
  userSignedOut,
  environmentLoaded,
  listingSaveRequested,
  listingSaved,
  listingSaveFailed,
  listingUnsaveRequested,
  listingUnsaved,
  listingUnsaveFailed,
  restoredApplicationTaken,
} = sessionSlice.actions;

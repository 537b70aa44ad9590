import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Environment, TmpRecord, User } from '@opengood/contracts';

/**
 * Who is signed in and the visitor's environment (spec §3 User, Environment), owned by the platform and
 * read by every area through the selectors in ./selectors, never by reaching into this state.
 *
 * status: 'unknown' before the first answer of GET /data/users/me (and after a failed one: not knowing
 * is not the same as being signed out), 'loading' while it is asked for, 'known' once answered.
 */
export type SessionStatus = 'unknown' | 'loading' | 'known';

export interface SessionState {
  user: User | null;
  status: SessionStatus;
  environment: Environment | null;
}

const initialState: SessionState = { user: null, status: 'unknown', environment: null };

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
} = sessionSlice.actions;

/**
 * A record of a temporary-storage entry was restored after sign-up (spec §4 "Temporary-data restore").
 * The area that owns the kind (saving a listing, an application form, ...) handles it; the shell only
 * announces it. Not a reducer of the session: no state changes here.
 */
export const tmpRecordRestored = createAction<TmpRecord>('platform/session/tmpRecordRestored');

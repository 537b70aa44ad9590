import { all, call, fork, put, takeLatest } from 'redux-saga/effects';
import type { EnvironmentAnswer, User } from '@opengood/contracts';
import type { HttpClient } from '../http';
import { sagaContext } from '../store/sagaContext';
import { savedListingsSaga } from './savedListingsSaga';
import {
  environmentLoaded,
  sessionLoadFailed,
  sessionLoadStarted,
  userLoaded,
  userSignedIn,
  userSignedOut,
} from './sessionSlice';

/** GET /data/users/me: `{ user }`, `{ user: null }` when signed out (never a 401). */
export const ME_URL = '/data/users/me';
/** GET /data/environment (spec §3): flat. Its answer depends on the user (stored cookie consent). */
export const ENVIRONMENT_URL = '/data/environment';

type MeAnswer = { user: User | null };

function* loadUser(http: HttpClient) {
  try {
    const answer: MeAnswer = yield call([http, http.get], ME_URL);
    yield put(userLoaded(answer.user));
  } catch {
    // The client already reported it and retried a GET; the session stays unknown rather than guessed.
    yield put(sessionLoadFailed());
  }
}

function* loadEnvironment(http: HttpClient) {
  try {
    const { _version: _ignored, ...environment }: EnvironmentAnswer = yield call(
      [http, http.get],
      ENVIRONMENT_URL,
    );
    yield put(environmentLoaded(environment));
  } catch {
    // Without an environment nothing depending on it (cookie bar, ads) is shown.
  }
}

function* loadSession() {
  const http = yield* sagaContext('http');
  yield put(sessionLoadStarted());
  yield all([call(loadUser, http), call(loadEnvironment, http)]);
}

/**
 * The platform's session saga, run once by the shell: asks who is signed in and for the environment at
 * boot, and again after a log-in or log-out (the latest wins), so every area reads a current session.
 * It also runs the saved-listings saga, the one place saves and unsaves are sent from.
 */
export function* sessionSaga() {
  yield fork(savedListingsSaga);
  yield takeLatest([userSignedIn.type, userSignedOut.type], loadSession);
  yield call(loadSession);
}

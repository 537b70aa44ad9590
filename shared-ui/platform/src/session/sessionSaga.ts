import { all, call, fork, put, takeLatest } from 'redux-saga/effects';
import { routes, routeUrl, type RouteAnswer } from '@opengood/contracts/routes';
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

/**
 * @deprecated Call `http.call(routes.me)` (`@opengood/contracts/routes`); no source imports this any more.
 * Kept in the 2.x singleton, from the route table, for remotes deployed before issue 16 (mfe-listings' and
 * mfe-search's builds read `/users/me` by it): removing an export of the shell-provided platform would break
 * them until they are redeployed (a major release).
 */
export const ME_URL = routeUrl(routes.me);

/** GET /data/users/me: `{ user }`, `{ user: null }` when signed out (never a 401). */
const fetchMe = (http: HttpClient) => http.call(routes.me);
/** GET /data/environment (docs/product/accounts.md#environment): flat. Its answer depends on the user (stored cookie consent). */
const fetchEnvironment = (http: HttpClient) => http.call(routes.environment);

function* loadUser(http: HttpClient) {
  try {
    const answer: RouteAnswer<'me'> = yield call(fetchMe, http);
    yield put(userLoaded(answer.user));
  } catch {
    // The client already reported it and retried a GET; the session stays unknown rather than guessed.
    yield put(sessionLoadFailed());
  }
}

function* loadEnvironment(http: HttpClient) {
  try {
    const { _version: _ignored, ...environment }: RouteAnswer<'environment'> = yield call(
      fetchEnvironment,
      http,
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

import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  APPLICATION_ERROR_CODES,
  type ApplicantProfile,
  type Application,
  type ApplicationInput,
  type User,
} from '@opengood/contracts';
import { isHttpError, sagaContext, selectUser, userUpdated, type HttpClient } from '@opengood/platform';
import { fetchApplicantProfile, fetchMe, fetchMyApplication, sendApplication } from './applyApi';
import {
  applicationFailed,
  applicationRefused,
  applicationSent,
  applicationSubmitted,
  applyDataFailed,
  applyDataLoaded,
  applyPanelOpened,
  type ListingRef,
} from './applySlice';

const takesApplication = (ref: ListingRef) => ref.type === 'JOB' || ref.type === 'INTERNSHIP';

function* load(http: HttpClient, { payload: ref }: PayloadAction<ListingRef>) {
  try {
    const [profile, application]: [ApplicantProfile | null, Application | null] = yield all([
      takesApplication(ref) ? call(fetchApplicantProfile, http) : null,
      call(fetchMyApplication, http, ref.type, ref.id),
    ]);
    yield put(applyDataLoaded({ ref, profile, application }));
  } catch {
    yield put(applyDataFailed(ref));
  }
}

/** The refusal of an applicant whose email is not verified (the api's 403 says the same). */
const NOT_VERIFIED = { email: APPLICATION_ERROR_CODES.EMAIL_NOT_VERIFIED };

/**
 * Whether the user may apply: a verified email. A user the session knows as unverified (or any, with
 * `readAgain`) is read again first (they may have followed the link in another tab since), so the page
 * neither sends what the api would refuse with a 403 (which the HTTP client turns into a trip to the home
 * page) nor refuses a user verified meanwhile.
 */
function* isVerified(http: HttpClient, readAgain = false) {
  const known: User | null = yield select(selectUser);
  if (!known || (known.emailVerified && !readAgain)) return true;
  try {
    const fresh: User | null = yield call(fetchMe, http);
    if (fresh) yield put(userUpdated(fresh));
    return fresh?.emailVerified ?? false;
  } catch {
    return false;
  }
}

function* submit(http: HttpClient, { payload }: PayloadAction<{ ref: ListingRef; body: ApplicationInput }>) {
  const { ref, body } = payload;
  const verified: boolean = yield call(isVerified, http);
  if (!verified) {
    yield put(applicationRefused({ ref, errors: NOT_VERIFIED, closed: false }));
    return;
  }
  try {
    const application: Application = yield call(sendApplication, http, ref.type, ref.id, body);
    yield put(applicationSent({ ref, application }));
  } catch (error) {
    if (isHttpError(error) && [400, 403, 404, 409, 429].includes(error.statusCode)) {
      const errors = Object.fromEntries(
        Object.entries(error.errors).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      const closed = error.statusCode === 404 || errors.listing === APPLICATION_ERROR_CODES.LISTING_CLOSED;
      // The api knew better than the session (the address changed elsewhere): the user is read again,
      // which shows the way to confirm it.
      if (errors.email === NOT_VERIFIED.email) yield call(isVerified, http, true);
      yield put(applicationRefused({ ref, errors, closed }));
    } else {
      yield put(applicationFailed(ref));
    }
  }
}

/** The area's saga: loads what the apply panel pre-fills and sends applications. */
export function* applySaga() {
  const http = yield* sagaContext('http');
  yield takeEvery(applyPanelOpened.type, load, http);
  yield takeLatest(applicationSubmitted.type, submit, http);
}

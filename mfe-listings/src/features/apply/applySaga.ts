import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  APPLICATION_ERROR_CODES,
  type ApplicantProfile,
  type Application,
  type ApplicationInput,
  type User,
} from '@opengood/contracts';
import {
  isHttpError,
  mutate,
  mutationFailed,
  mutationId,
  mutationStarted,
  sagaContext,
  selectUser,
  userUpdated,
  type HttpClient,
} from '@opengood/platform';
import { fetchApplicantProfile, fetchMe, fetchMyApplication } from './applyApi';
import { applyToListing } from './applyMutations';
import {
  applicationSubmitted,
  applyDataFailed,
  applyDataLoaded,
  applyPanelOpened,
  keyOf,
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
 * neither sends what the api would refuse nor refuses a user verified meanwhile.
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
  const { ref } = payload;
  const id = mutationId(applyToListing, keyOf(ref));
  // Under way from the click: reading the user again is part of sending.
  yield put(mutationStarted({ id }));
  const verified: boolean = yield call(isVerified, http);
  if (!verified) {
    // Not sent: the api would refuse it so (403), and the panel says how to confirm the address.
    yield put(mutationFailed({ id, errors: NOT_VERIFIED, statusCode: 403 }));
    return;
  }
  try {
    yield* mutate(applyToListing, payload, keyOf(ref));
  } catch (error) {
    // The api knew better than the session (the address changed elsewhere): the user is read again,
    // which shows the way to confirm it. Other refusals are the write's state (useApplicationState).
    if (isHttpError(error) && error.errors.email === NOT_VERIFIED.email) yield call(isVerified, http, true);
  }
}

/** The area's saga: loads what the apply panel pre-fills and sends applications. */
export function* applySaga() {
  const http = yield* sagaContext('http');
  yield takeEvery(applyPanelOpened.type, load, http);
  yield takeLatest(applicationSubmitted.type, submit, http);
}

import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  APPLICATION_ERROR_CODES,
  type ApplicantProfile,
  type Application,
  type ApplicationInput,
} from '@opengood/contracts';
import { isHttpError, sagaContext, type HttpClient } from '@opengood/platform';
import { fetchApplicantProfile, fetchMyApplication, sendApplication } from './applyApi';
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

function* submit(http: HttpClient, { payload }: PayloadAction<{ ref: ListingRef; body: ApplicationInput }>) {
  const { ref, body } = payload;
  try {
    const application: Application = yield call(sendApplication, http, ref.type, ref.id, body);
    yield put(applicationSent({ ref, application }));
  } catch (error) {
    if (
      isHttpError(error) &&
      (error.statusCode === 400 || error.statusCode === 409 || error.statusCode === 404)
    ) {
      const errors = Object.fromEntries(
        Object.entries(error.errors).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      const closed = error.statusCode === 404 || errors.listing === APPLICATION_ERROR_CODES.LISTING_CLOSED;
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

import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import {
  resumeFileProblem,
  type ApplicantProfile,
  type ApplicantProfileAnswer,
  type ApplicantProfileInput,
  type WorkHistoryJobAnswer,
  type WorkHistoryJobInput,
} from '@opengood/contracts';
import { sagaContext, type HttpClient } from '@opengood/platform';
import { URLS, uploadResume } from '../../api';
import { fieldErrorsOf } from '../formState';
import {
  jobDeleteConfirmed,
  jobSaved,
  jobSaveFailed,
  jobSubmitted,
  profileSaved,
  profileSaveFailed,
  profileSubmitted,
  resumeChosen,
  resumeRefused,
  resumeRemoveRequested,
  resumeSaved,
  takeFile,
} from './applicantProfileSlice';

function* saveProfile(http: HttpClient, { payload }: PayloadAction<ApplicantProfileInput>) {
  try {
    const answer: ApplicantProfileAnswer = yield call([http, http.put], URLS.applicantProfile, payload);
    yield put(profileSaved(answer.profile));
  } catch (error) {
    yield put(profileSaveFailed(fieldErrorsOf(error)));
  }
}

function* sendResume(http: HttpClient, { payload }: PayloadAction<{ token: string }>) {
  const file = takeFile(payload.token);
  if (!file) return;
  // Too large or not a PDF/DOCX: said at once, nothing sent (the api checks the content again).
  const problem = resumeFileProblem(file);
  if (problem) {
    yield put(resumeRefused({ file: problem }));
    return;
  }
  try {
    const profile: ApplicantProfile = yield call(uploadResume, http, file);
    yield put(resumeSaved(profile));
  } catch (error) {
    yield put(resumeRefused(fieldErrorsOf(error)));
  }
}

function* removeResume(http: HttpClient) {
  try {
    const answer: ApplicantProfileAnswer = yield call([http, http.delete], URLS.resume);
    yield put(resumeSaved(answer.profile));
  } catch (error) {
    yield put(resumeRefused(fieldErrorsOf(error)));
  }
}

function* saveJob(
  http: HttpClient,
  { payload }: PayloadAction<{ id: number | null; job: WorkHistoryJobInput }>,
) {
  try {
    const answer: WorkHistoryJobAnswer =
      payload.id === null
        ? yield call([http, http.post], URLS.workHistoryJobs, payload.job)
        : yield call([http, http.put], URLS.workHistoryJob(payload.id), payload.job);
    yield put(jobSaved(answer.profile));
  } catch (error) {
    yield put(jobSaveFailed(fieldErrorsOf(error)));
  }
}

function* deleteJob(http: HttpClient, { payload }: PayloadAction<{ id: number }>) {
  try {
    const answer: ApplicantProfileAnswer = yield call([http, http.delete], URLS.workHistoryJob(payload.id));
    yield put(jobSaved(answer.profile));
  } catch (error) {
    yield put(jobSaveFailed(fieldErrorsOf(error)));
  }
}

export function* applicantProfileSaga() {
  const http = yield* sagaContext('http');
  yield takeLatest(profileSubmitted.type, saveProfile, http);
  yield takeLatest(resumeChosen.type, sendResume, http);
  yield takeLatest(resumeRemoveRequested.type, removeResume, http);
  yield takeLatest(jobSubmitted.type, saveJob, http);
  yield takeLatest(jobDeleteConfirmed.type, deleteJob, http);
}

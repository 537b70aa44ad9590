import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type {
  EmailPreferenceKind,
  GeneralSettings,
  GeneralSettingsAnswer,
  Notification,
  NotificationAnswer,
} from '@opengood/contracts';
import { sagaContext, type HttpClient } from '@opengood/platform';
import { URLS } from '../../api';
import { fieldErrorsOf } from '../formState';
import {
  emailPreferenceSaved,
  emailPreferenceSaveFailed,
  emailPreferenceToggled,
  notificationChanged,
  notificationChangeFailed,
  notificationChangeRequested,
  profileFeatureEnableRequested,
  publicProfileSaved,
  publicProfileSaveFailed,
  publicProfileSubmitted,
} from './settingsSlice';

function* savePreference(
  http: HttpClient,
  { payload }: PayloadAction<{ current: GeneralSettings; kind: EmailPreferenceKind; enabled: boolean }>,
) {
  const { kind, enabled } = payload;
  try {
    const answer: GeneralSettingsAnswer = yield call([http, http.put], URLS.emailPreferences, {
      emailPreferences: [{ kind, enabled }],
    });
    yield put(emailPreferenceSaved({ kind, settings: answer.generalSettings }));
  } catch {
    yield put(emailPreferenceSaveFailed({ kind, enabled: !enabled }));
  }
}

function* saveProfile(http: HttpClient, { payload }: PayloadAction<{ username: string | null; published: boolean }>) {
  try {
    const answer: GeneralSettingsAnswer = yield call([http, http.put], URLS.publicProfileSettings, payload);
    yield put(publicProfileSaved(answer.generalSettings));
  } catch (error) {
    yield put(publicProfileSaveFailed(fieldErrorsOf(error)));
  }
}

function* enableProfile(http: HttpClient) {
  try {
    const answer: GeneralSettingsAnswer = yield call([http, http.post], URLS.enableProfile);
    yield put(publicProfileSaved(answer.generalSettings));
  } catch (error) {
    yield put(publicProfileSaveFailed(fieldErrorsOf(error)));
  }
}

function* changeNotification(
  http: HttpClient,
  { payload }: PayloadAction<{ notification: Notification; change: { read?: boolean; status?: 'DISMISSED' } }>,
) {
  try {
    const answer: NotificationAnswer = yield call(
      [http, http.patch],
      URLS.notification(payload.notification.id),
      payload.change,
    );
    yield put(notificationChanged(answer.data));
  } catch {
    yield put(notificationChangeFailed(payload.notification));
  }
}

export function* settingsSaga() {
  const http = yield* sagaContext('http');
  yield takeEvery(emailPreferenceToggled.type, savePreference, http);
  yield takeLatest(publicProfileSubmitted.type, saveProfile, http);
  yield takeLatest(profileFeatureEnableRequested.type, enableProfile, http);
  yield takeEvery(notificationChangeRequested.type, changeNotification, http);
}

import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { Lang, UserAnswer } from '@opengood/contracts';
import { sagaContext, userSignedOut, userUpdated, type HttpClient } from '@opengood/platform';
import { URLS } from '../../api';
import { fieldErrorsOf } from '../formState';
import {
  accountDeletionConfirmed,
  accountFormRefused,
  accountFormSaved,
  emailChangeSubmitted,
  languageChosen,
  namesSubmitted,
  passwordChangeSubmitted,
  type AccountForm,
} from './accountSlice';

/** Where the browser goes once the account is gone (a full load: nothing of the session may stay). */
export const leaveAfterDeletion = {
  go(): void {
    window.location.assign('/');
  },
};

function* patchMe(http: HttpClient, form: AccountForm, body: object) {
  try {
    const answer: UserAnswer = yield call([http, http.patch], URLS.me, body);
    yield put(userUpdated(answer.user));
    yield put(accountFormSaved({ form }));
  } catch (error) {
    yield put(accountFormRefused({ form, errors: fieldErrorsOf(error) }));
  }
}

function* saveNames(http: HttpClient, { payload }: PayloadAction<{ firstName: string; lastName: string }>) {
  yield* patchMe(http, 'names', payload);
}

/** The shell follows the user's language: the page switches once the session has it. */
function* saveLanguage(http: HttpClient, { payload }: PayloadAction<{ lang: Lang }>) {
  yield* patchMe(http, 'language', payload);
}

function* changeEmail(http: HttpClient, { payload }: PayloadAction<{ email: string; password: string }>) {
  try {
    const answer: UserAnswer = yield call([http, http.post], URLS.changeEmail, payload);
    yield put(userUpdated(answer.user));
    yield put(accountFormSaved({ form: 'email' }));
  } catch (error) {
    yield put(accountFormRefused({ form: 'email', errors: fieldErrorsOf(error) }));
  }
}

function* changePassword(
  http: HttpClient,
  { payload }: PayloadAction<{ currentPassword: string; newPassword: string }>,
) {
  try {
    yield call([http, http.post], URLS.changePassword, payload);
    yield put(accountFormSaved({ form: 'password' }));
  } catch (error) {
    yield put(accountFormRefused({ form: 'password', errors: fieldErrorsOf(error) }));
  }
}

/**
 * Deleting needs the owner, not only a session: the api takes the current password, or a log-in made in
 * the last few minutes (RECENT_LOG_IN_MINUTES). The platform's client sends no body with a DELETE, so the
 * password is checked by logging in with it again, and the deletion follows on that fresh session. Without
 * a password (an account that signs in through an organisation's provider, just signed in again) the api
 * decides. A refusal of either call is shown by the password field.
 */
function* deleteAccount(
  http: HttpClient,
  { payload: { email, password } }: PayloadAction<{ email: string; password: string }>,
) {
  try {
    if (password) yield call([http, http.post], URLS.logIn, { email, password });
    yield call([http, http.delete], URLS.deleteMe);
    yield put(accountFormSaved({ form: 'deletion' }));
    yield put(userSignedOut());
    yield call([leaveAfterDeletion, leaveAfterDeletion.go]);
  } catch (error) {
    const { password: logInRefusal, ...errors } = fieldErrorsOf(error);
    if (logInRefusal) errors.currentPassword = logInRefusal;
    yield put(accountFormRefused({ form: 'deletion', errors }));
  }
}

export function* accountSaga() {
  const http = yield* sagaContext('http');
  yield takeLatest(namesSubmitted.type, saveNames, http);
  yield takeLatest(languageChosen.type, saveLanguage, http);
  yield takeLatest(emailChangeSubmitted.type, changeEmail, http);
  yield takeLatest(passwordChangeSubmitted.type, changePassword, http);
  yield takeLatest(accountDeletionConfirmed.type, deleteAccount, http);
}

import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery } from 'redux-saga/effects';
import type { SavedSearch, SavedSearchAnswer } from '@opengood/contracts';
import { isHttpError, sagaContext, type HttpClient } from '@opengood/platform';
import { URLS } from '../../api';
import { fieldErrorsOf } from '../formState';
import {
  savedSearchAlertToggled,
  savedSearchDeleteConfirmed,
  savedSearchDeleted,
  savedSearchDeleteFailed,
  savedSearchRenameSubmitted,
  savedSearchUpdated,
  savedSearchUpdateFailed,
} from './savedSearchesSlice';

const firstError = (error: unknown) => Object.values(fieldErrorsOf(error))[0] ?? 'request';

function* rename(http: HttpClient, { payload }: PayloadAction<{ search: SavedSearch; name: string }>) {
  try {
    const answer: SavedSearchAnswer = yield call([http, http.patch], URLS.savedSearch(payload.search.id), {
      name: payload.name,
    });
    yield put(savedSearchUpdated(answer.savedSearch));
  } catch (error) {
    yield put(savedSearchUpdateFailed({ search: payload.search, error: firstError(error) }));
  }
}

function* toggleAlert(
  http: HttpClient,
  { payload }: PayloadAction<{ search: SavedSearch; notifyByEmail: boolean }>,
) {
  try {
    const answer: SavedSearchAnswer = yield call([http, http.patch], URLS.savedSearch(payload.search.id), {
      notifyByEmail: payload.notifyByEmail,
    });
    yield put(savedSearchUpdated(answer.savedSearch));
  } catch (error) {
    // The switch goes back to where it was (the search as it was before the toggle).
    yield put(savedSearchUpdateFailed({ search: payload.search, error: firstError(error) }));
  }
}

function* remove(http: HttpClient, { payload }: PayloadAction<{ search: SavedSearch }>) {
  const { id } = payload.search;
  try {
    yield call([http, http.delete], URLS.savedSearch(id));
    yield put(savedSearchDeleted({ id }));
  } catch (error) {
    // Already gone is what the user asked for.
    if (isHttpError(error) && error.statusCode === 404) yield put(savedSearchDeleted({ id }));
    else yield put(savedSearchDeleteFailed({ id, error: firstError(error) }));
  }
}

export function* savedSearchesSaga() {
  const http = yield* sagaContext('http');
  yield takeEvery(savedSearchRenameSubmitted.type, rename, http);
  yield takeEvery(savedSearchAlertToggled.type, toggleAlert, http);
  yield takeEvery(savedSearchDeleteConfirmed.type, remove, http);
}

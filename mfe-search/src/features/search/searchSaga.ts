import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { isHttpError, type HttpClient } from '@opengood/platform';
import { fetchSearchResults, type SearchResponse } from './searchApi';
import { pageEntered, resultsFailed, resultsReceived } from './searchSlice';

function* loadResults(action: ReturnType<typeof pageEntered>) {
  const http: HttpClient = yield getContext('http');
  try {
    const response: SearchResponse = yield call(fetchSearchResults, http, action.payload);
    yield put(resultsReceived(response));
  } catch (error) {
    yield put(resultsFailed({ statusCode: isHttpError(error) ? error.statusCode : null }));
  }
}

/** takeLatest cancels a stale request when the user pages or searches again before it answers. */
export function* searchSaga() {
  yield takeLatest(pageEntered.type, loadResults);
}

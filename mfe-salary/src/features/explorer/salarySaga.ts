import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { HttpClient } from '@opengood/platform';
import { fetchSalarySummary, type SalarySummary } from './salaryApi';
import { countrySelected, explorerEntered, summaryFailed, summaryReceived } from './salarySlice';

export function* loadSummary(
  action: ReturnType<typeof explorerEntered> | ReturnType<typeof countrySelected>,
) {
  const http: HttpClient = yield getContext('http');
  try {
    const summary: SalarySummary = yield call(fetchSalarySummary, http, action.payload);
    yield put(summaryReceived(summary));
  } catch {
    yield put(summaryFailed());
  }
}

/** takeLatest: picking another country before the answer arrives cancels the stale request. */
export function* salarySaga() {
  yield takeLatest([explorerEntered.type, countrySelected.type], loadSummary);
}

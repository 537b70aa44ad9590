import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { isHttpError, type HttpClient } from '@opengood/platform';
import { fetchOrgDashboard, type OrgDashboardOverview } from './orgDashboardApi';
import { overviewFailed, overviewReceived, pageEntered } from './orgDashboardSlice';

export function* loadOverview(action: ReturnType<typeof pageEntered>) {
  const http: HttpClient = yield getContext('http');
  try {
    const overview: OrgDashboardOverview = yield call(fetchOrgDashboard, http, action.payload.orgId);
    yield put(overviewReceived(overview));
  } catch (error) {
    yield put(overviewFailed({ statusCode: isHttpError(error) ? error.statusCode : null }));
  }
}

/** takeLatest: moving to another organisation's dashboard cancels the stale request. */
export function* orgDashboardSaga() {
  yield takeLatest(pageEntered.type, loadOverview);
}

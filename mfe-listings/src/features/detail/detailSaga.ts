import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { isHttpError, type HttpClient } from '@opengood/platform';
import { fetchDetail, type ListingDetail, type OrgDetail } from './detailApi';
import { detailFailed, detailPageEntered, detailReceived } from './detailSlice';

function* loadDetail(action: ReturnType<typeof detailPageEntered>) {
  const http: HttpClient = yield getContext('http');
  try {
    const data: ListingDetail | OrgDetail = yield call(
      fetchDetail,
      http,
      action.payload.kind,
      action.payload.id,
    );
    yield put(detailReceived(data));
  } catch (error) {
    // Spec §8: a listing or organisation that cannot be loaded shows the not-found page (400 and 404 alike).
    const status = isHttpError(error) ? error.statusCode : null;
    yield put(detailFailed({ notFound: status !== null && status < 500 }));
  }
}

export function* detailSaga() {
  yield takeLatest(detailPageEntered.type, loadDetail);
}

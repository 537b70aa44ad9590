import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { isHttpError, type HttpClient } from '@opengood/platform';
import { fetchContent, type Content } from './contentApi';
import { contentFailed, contentReceived, contentRequested } from './contentSlice';

function* loadContent(action: ReturnType<typeof contentRequested>) {
  const http: HttpClient = yield getContext('http');
  try {
    const content: Content = yield call(fetchContent, http, action.payload);
    yield put(contentReceived(content));
  } catch (error) {
    // Spec §8: a content load failure shows the not-found page; a server failure shows the error page.
    const status = isHttpError(error) ? error.statusCode : null;
    yield put(contentFailed({ notFound: status !== null && status < 500 }));
  }
}

export function* contentSaga() {
  yield takeLatest(contentRequested.type, loadContent);
}

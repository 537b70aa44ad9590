import { call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { NotificationUpdateRequest } from '@opengood/contracts';
import { routes, type RouteAnswer } from '@opengood/contracts/routes';
import {
  mutate,
  sagaContext,
  selectUser,
  userLoaded,
  userSignedIn,
  userSignedOut,
  type HttpClient,
} from '@opengood/platform';
import { markNotificationsViewed, updateNotification } from './notificationMutations';
import {
  notificationDismissed,
  notificationOpened,
  notificationsCleared,
  notificationsFailed,
  notificationsLoaded,
  notificationsMenuOpened,
  notificationsRequested,
} from './notificationsSlice';

/** GET /notifications: the signed-in user's list, newest first. */
const fetchNotifications = (http: HttpClient) => http.call(routes.notifications);

function* load() {
  const user: ReturnType<typeof selectUser> = yield select(selectUser);
  if (!user) {
    yield put(notificationsCleared());
    return;
  }
  const http: HttpClient = yield* sagaContext('http');
  yield put(notificationsRequested());
  try {
    const answer: RouteAnswer<'notifications'> = yield call(fetchNotifications, http);
    yield put(notificationsLoaded(answer.data));
  } catch {
    yield put(notificationsFailed());
  }
}

// The count went to zero when the menu opened; the api is told, so the next page load agrees.
function* markViewed() {
  try {
    yield* mutate(markNotificationsViewed, undefined);
  } catch {
    // Reported by the client; the list stays as the user saw it.
  }
}

function* update(id: number, change: NotificationUpdateRequest) {
  try {
    yield* mutate(updateNotification, { id, change }, id);
  } catch {
    // Reported by the client; the optimistic change stays for this page (it is harmless).
  }
}

/**
 * The header's notifications: loaded whenever who is signed in changes, marked viewed when the dropdown
 * opens with something unseen, read when one is opened, dismissed on request (docs/product/user-dashboard.md#notifications).
 */
export function* notificationsSaga() {
  // The session may be known already when this starts (the shell starts it after the session saga).
  yield fork(load);
  yield takeLatest([userLoaded.type, userSignedIn.type, userSignedOut.type], load);
  yield takeEvery(
    notificationsMenuOpened.type,
    function* onOpened(action: ReturnType<typeof notificationsMenuOpened>) {
      if (action.payload.unseen > 0) yield call(markViewed);
    },
  );
  yield takeEvery(notificationOpened.type, function* onRead(action: ReturnType<typeof notificationOpened>) {
    yield call(update, action.payload, { read: true });
  });
  yield takeEvery(
    notificationDismissed.type,
    function* onDismissed(action: ReturnType<typeof notificationDismissed>) {
      yield call(update, action.payload, { status: 'DISMISSED' });
    },
  );
}

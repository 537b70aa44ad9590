import type { PayloadAction } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { call, put, takeEvery } from 'redux-saga/effects';
import type { TmpRecord } from '@opengood/contracts';
import { routes, type RouteAnswer } from '@opengood/contracts/routes';
import {
  flashReceived,
  mutate,
  sagaContext,
  tmpRecordRestored,
  userUpdated,
  type HttpClient,
} from '@opengood/platform';
import { saveRestoredSearch } from './restoreMutations';

// The SAVE_SEARCH record of a visitor who saved a search before signing up (docs/product/accounts.md#temporary-data, the
// restore): saved here, in the shell, because the restore runs wherever the verified user lands, whichever
// area is mounted then. The search page's control is not involved.

const fetchMe = (http: HttpClient) => http.call(routes.me);

function* saveRestored(i18n: I18n, { payload }: PayloadAction<TmpRecord>) {
  if (payload.kind !== 'SAVE_SEARCH') return;
  const t = i18n.getFixedT(null, 'shell');
  try {
    const answer: RouteAnswer<'createSavedSearch'> = yield* mutate(saveRestoredSearch, payload.data);
    // The User answer lists the saved searches: the session's copy follows.
    try {
      const http: HttpClient = yield* sagaContext('http');
      const me: RouteAnswer<'me'> = yield call(fetchMe, http);
      if (me.user) yield put(userUpdated(me.user));
    } catch {
      // The next load of the user has it.
    }
    // Sticky: the restore may move the user on (SIGNUP_BLOCK_REDIRECT) after this lands. The chrome shows
    // a flash type it does not know by its text, so the message is the type.
    yield put(
      flashReceived({
        id: `saved-search-${answer.savedSearch.id}`,
        type: t('savedSearchRestore.saved', { name: answer.savedSearch.name }),
        sticky: true,
      }),
    );
  } catch {
    yield put(
      flashReceived({ id: 'saved-search-failed', type: t('savedSearchRestore.failed'), sticky: true }),
    );
  }
}

/** Saves each restored SAVE_SEARCH record and says so in a flash message in the page's language. */
export function createSavedSearchRestoreSaga(i18n: I18n) {
  return function* savedSearchRestoreSaga() {
    yield takeEvery(tmpRecordRestored.type, saveRestored, i18n);
  };
}

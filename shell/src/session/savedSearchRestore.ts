import type { PayloadAction } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { call, put, takeEvery } from 'redux-saga/effects';
import type { TmpRecord, User } from '@opengood/contracts';
import {
  ME_URL,
  flashReceived,
  sagaContext,
  tmpRecordRestored,
  userUpdated,
  type HttpClient,
} from '@opengood/platform';

// The SAVE_SEARCH record of a visitor who saved a search before signing up (spec §4 temporary-data
// restore): saved here, in the shell, because the restore runs wherever the verified user lands, whichever
// area is mounted then. The search page's control is not involved.

/** The contracts' createSavedSearch route, restated so the shell's first load carries no zod schema. */
export const SAVED_SEARCHES_URL = '/data/saved-searches';

function* saveRestoredSearch(i18n: I18n, { payload }: PayloadAction<TmpRecord>) {
  if (payload.kind !== 'SAVE_SEARCH') return;
  const http: HttpClient = yield* sagaContext('http');
  const t = i18n.getFixedT(null, 'shell');
  try {
    const answer: { savedSearch: { id: number; name: string } } = yield call(
      [http, http.post],
      SAVED_SEARCHES_URL,
      payload.data,
    );
    // The User answer lists the saved searches: the session's copy follows.
    try {
      const me: { user: User | null } = yield call([http, http.get], ME_URL);
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
    yield takeEvery(tmpRecordRestored.type, saveRestoredSearch, i18n);
  };
}

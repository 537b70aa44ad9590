import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { SavedListingRef, TmpRecord, User } from '@opengood/contracts';
import { isHttpError, type HttpClient } from '../http';
import { sagaContext } from '../store/sagaContext';
import { selectUser } from './selectors';
import {
  listingSaved,
  listingSaveFailed,
  listingSaveRequested,
  listingUnsaved,
  listingUnsaveFailed,
  listingUnsaveRequested,
  tmpRecordRestored,
} from './sessionSlice';

// The addresses of the contracts' saveListing / unsaveListing routes, restated so the first load of every
// page does not carry the contracts' zod schemas (a test checks that they agree with DATA_ROUTES).
export const SAVED_LISTINGS_URL = '/data/saved-listings';
export const savedListingUrl = (ref: SavedListingRef) =>
  `${SAVED_LISTINGS_URL}/${encodeURIComponent(ref.type)}/${encodeURIComponent(String(ref.id))}`;

const refOf = ({ id, type }: SavedListingRef): SavedListingRef => ({ id, type });

function* save(http: HttpClient, { payload }: PayloadAction<SavedListingRef>) {
  const user: User | null = yield select(selectUser);
  // A visitor is asked to sign up by the save control before anything is dispatched; nothing to call.
  if (!user) return;
  try {
    yield call([http, http.post], SAVED_LISTINGS_URL, refOf(payload));
    yield put(listingSaved(refOf(payload)));
  } catch {
    // Spec §4: saving is rolled back whatever the failure.
    yield put(listingSaveFailed(refOf(payload)));
  }
}

function* unsave(http: HttpClient, { payload }: PayloadAction<SavedListingRef>) {
  const user: User | null = yield select(selectUser);
  if (!user) return;
  try {
    yield call([http, http.delete], savedListingUrl(payload));
    yield put(listingUnsaved(refOf(payload)));
  } catch (error) {
    // Spec §4: a 404 means the server has no such saved listing, which is what the user asked for.
    if (isHttpError(error) && error.statusCode === 404) yield put(listingUnsaved(refOf(payload)));
    else yield put(listingUnsaveFailed(refOf(payload)));
  }
}

/** A SAVE_LISTING record restored after sign-up and verification: the save the visitor asked for. */
function* saveRestored({ payload }: PayloadAction<TmpRecord>) {
  if (payload.kind !== 'SAVE_LISTING') return;
  const user: User | null = yield select(selectUser);
  if (!user) return;
  const ref = refOf(payload.data);
  if (user.savedListings.some((s) => s.id === ref.id && s.type === ref.type)) return;
  yield put(listingSaveRequested(ref));
}

/**
 * The one save mechanism of every area (the detail page and the search results' cards): the user's
 * savedListings in the session change at once and this saga calls the api, rolling back by spec §4.
 * Forked by the session saga, so it runs wherever the shell runs the platform's session.
 */
export function* savedListingsSaga() {
  const http = yield* sagaContext('http');
  yield takeEvery(listingSaveRequested.type, save, http);
  yield takeEvery(listingUnsaveRequested.type, unsave, http);
  yield takeEvery(tmpRecordRestored.type, saveRestored);
}

import type { PayloadAction } from '@reduxjs/toolkit';
import { put, select, takeEvery } from 'redux-saga/effects';
import type { SavedListingRef, TmpRecord, User } from '@opengood/contracts';
import { isHttpError } from '../http';
import { mutate } from '../mutations/mutateSaga';
import { saveListing, savedListingKey, unsaveListing } from './savedListingMutations';
import { selectUser } from './selectors';
import {
  listingSaveFailed,
  listingSaveRequested,
  listingUnsaved,
  listingUnsaveFailed,
  listingUnsaveRequested,
  tmpRecordRestored,
} from './sessionSlice';

const refOf = ({ id, type }: SavedListingRef): SavedListingRef => ({ id, type });

function* save({ payload }: PayloadAction<SavedListingRef>) {
  const user: User | null = yield select(selectUser);
  // A visitor is asked to sign up by the save control before anything is dispatched; nothing to call.
  if (!user) return;
  const ref = refOf(payload);
  try {
    // Its `then` says listingSaved.
    yield* mutate(saveListing, ref, savedListingKey(ref));
  } catch {
    // docs/product/listings.md#saved-listings: saving is rolled back whatever the failure.
    yield put(listingSaveFailed(ref));
  }
}

function* unsave({ payload }: PayloadAction<SavedListingRef>) {
  const user: User | null = yield select(selectUser);
  if (!user) return;
  const ref = refOf(payload);
  try {
    yield* mutate(unsaveListing, ref, savedListingKey(ref));
  } catch (error) {
    // docs/product/listings.md#saved-listings: a 404 means the server has no such saved listing, which is what the user asked for.
    if (isHttpError(error) && error.statusCode === 404) yield put(listingUnsaved(ref));
    else yield put(listingUnsaveFailed(ref));
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
 * savedListings in the session change at once (optimistic), then this saga runs the write through
 * `mutate` (saveListing / unsaveListing) and rolls the change back by docs/product/listings.md#saved-listings when it throws.
 * Forked by the session saga, so it runs wherever the shell runs the platform's session.
 */
export function* savedListingsSaga() {
  yield takeEvery(listingSaveRequested.type, save);
  yield takeEvery(listingUnsaveRequested.type, unsave);
  yield takeEvery(tmpRecordRestored.type, saveRestored);
}

import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PaymentMethod, PaymentMethodAnswer } from '@opengood/contracts';
import { isHttpError, sagaContext, type HttpClient } from '@opengood/platform';
import { URLS } from '../../api';
import { fieldErrorsOf } from '../formState';
import {
  cardActionFailed,
  cardAdded,
  cardConfirmed,
  cardConfirmRequested,
  cardRefused,
  cardRemoved,
  cardRemoveRequested,
  cardSubmitted,
  takeCard,
} from './paymentsSlice';

function* addCard(http: HttpClient, { payload }: PayloadAction<{ token: string; loaded: PaymentMethod[] }>) {
  const card = takeCard(payload.token);
  if (!card) return;
  try {
    const answer: PaymentMethodAnswer = yield call([http, http.post], URLS.paymentMethods, card);
    yield put(cardAdded({ card: answer.paymentMethod, loaded: payload.loaded }));
  } catch (error) {
    yield put(cardRefused(fieldErrorsOf(error)));
  }
}

function* confirm(http: HttpClient, { payload }: PayloadAction<{ id: number; loaded: PaymentMethod[] }>) {
  try {
    const answer: PaymentMethodAnswer = yield call([http, http.post], URLS.confirmPaymentMethod(payload.id));
    yield put(cardConfirmed({ card: answer.paymentMethod, loaded: payload.loaded }));
  } catch {
    yield put(cardActionFailed());
  }
}

function* remove(http: HttpClient, { payload }: PayloadAction<{ id: number; loaded: PaymentMethod[] }>) {
  try {
    yield call([http, http.delete], URLS.paymentMethod(payload.id));
    yield put(cardRemoved(payload));
  } catch (error) {
    // Gone already is what the user asked for.
    if (isHttpError(error) && error.statusCode === 404) yield put(cardRemoved(payload));
    else yield put(cardActionFailed());
  }
}

export function* paymentsSaga() {
  const http = yield* sagaContext('http');
  yield takeLatest(cardSubmitted.type, addCard, http);
  yield takeLatest(cardConfirmRequested.type, confirm, http);
  yield takeLatest(cardRemoveRequested.type, remove, http);
}

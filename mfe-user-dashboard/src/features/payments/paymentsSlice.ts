import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddCardRequest, PaymentMethod } from '@opengood/contracts';
import type { RootState } from '@opengood/platform';
import { IDLE, type FormState } from '../formState';

// Saved cards as changed here (the loaded list lives in platform/pages). The card number never enters the
// store or an action: the form hands it to `holdCard` and the action carries only a token for it.

export interface PaymentsState {
  /** The list after a change (null: the loaded list is current). */
  cards: PaymentMethod[] | null;
  add: FormState;
  /** The card waiting for its 3-D Secure step. */
  needsAction: number | null;
  busy: number | null;
}

const initialState: PaymentsState = { cards: null, add: IDLE, needsAction: null, busy: null };

const upsert = (cards: PaymentMethod[], card: PaymentMethod) => [card, ...cards.filter((c) => c.id !== card.id)];

export const paymentsSlice = createSlice({
  name: 'mfe-user-dashboard/payments',
  initialState,
  reducers: {
    cardSubmitted(state, _action: PayloadAction<{ token: string; loaded: PaymentMethod[] }>) {
      state.add = { status: 'saving', errors: {} };
    },
    cardAdded(state, action: PayloadAction<{ card: PaymentMethod; loaded: PaymentMethod[] }>) {
      const { card, loaded } = action.payload;
      state.cards = upsert(state.cards ?? loaded, card);
      state.add = { status: 'saved', errors: {} };
      state.needsAction = card.status === 'REQUIRES_ACTION' ? card.id : null;
    },
    cardRefused(state, action: PayloadAction<Record<string, string>>) {
      state.add = { status: 'failed', errors: action.payload };
    },
    cardConfirmRequested(state, action: PayloadAction<{ id: number; loaded: PaymentMethod[] }>) {
      state.busy = action.payload.id;
    },
    cardConfirmed(state, action: PayloadAction<{ card: PaymentMethod; loaded: PaymentMethod[] }>) {
      state.cards = upsert(state.cards ?? action.payload.loaded, action.payload.card);
      state.needsAction = null;
      state.busy = null;
    },
    cardRemoveRequested(state, action: PayloadAction<{ id: number; loaded: PaymentMethod[] }>) {
      state.busy = action.payload.id;
    },
    cardRemoved(state, action: PayloadAction<{ id: number; loaded: PaymentMethod[] }>) {
      state.cards = (state.cards ?? action.payload.loaded).filter((c) => c.id !== action.payload.id);
      if (state.needsAction === action.payload.id) state.needsAction = null;
      state.busy = null;
    },
    cardActionFailed(state) {
      state.busy = null;
    },
  },
});

export const {
  cardSubmitted,
  cardAdded,
  cardRefused,
  cardConfirmRequested,
  cardConfirmed,
  cardRemoveRequested,
  cardRemoved,
  cardActionFailed,
} = paymentsSlice.actions;

export const selectPaymentsState = (state: RootState): PaymentsState =>
  state['mfe-user-dashboard/payments'] ?? initialState;

const heldCards = new Map<string, AddCardRequest>();
let next = 0;
/** Keeps the typed card for the saga, out of the store; taken once. */
export function holdCard(card: AddCardRequest): string {
  const token = `card-${(next += 1)}`;
  heldCards.set(token, card);
  return token;
}
export function takeCard(token: string): AddCardRequest | undefined {
  const card = heldCards.get(token);
  heldCards.delete(token);
  return card;
}

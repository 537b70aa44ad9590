import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Lang } from '@opengood/contracts';
import type { RootState } from '@opengood/platform';
import { IDLE, type FormState } from '../formState';

// The account settings' forms: each submission's state and the api's refusals by field. The user itself
// lives in the platform session (userUpdated / userSignedOut).

export type AccountForm = 'names' | 'language' | 'email' | 'password' | 'deletion';

export type AccountState = Record<AccountForm, FormState>;

const initialState: AccountState = {
  names: IDLE,
  language: IDLE,
  email: IDLE,
  password: IDLE,
  deletion: IDLE,
};

export const accountSlice = createSlice({
  name: 'mfe-user-dashboard/account',
  initialState,
  reducers: {
    namesSubmitted(state, _action: PayloadAction<{ firstName: string; lastName: string }>) {
      state.names = { status: 'saving', errors: {} };
    },
    languageChosen(state, _action: PayloadAction<{ lang: Lang }>) {
      state.language = { status: 'saving', errors: {} };
    },
    emailChangeSubmitted(state, _action: PayloadAction<{ email: string; password: string }>) {
      state.email = { status: 'saving', errors: {} };
    },
    passwordChangeSubmitted(state, _action: PayloadAction<{ currentPassword: string; newPassword: string }>) {
      state.password = { status: 'saving', errors: {} };
    },
    /** The dialog's password proves the owner is here (empty: the api accepts a log-in just made). */
    accountDeletionConfirmed(state, _action: PayloadAction<{ email: string; password: string }>) {
      state.deletion = { status: 'saving', errors: {} };
    },
    accountFormSaved(state, action: PayloadAction<{ form: AccountForm }>) {
      state[action.payload.form] = { status: 'saved', errors: {} };
    },
    accountFormRefused(state, action: PayloadAction<{ form: AccountForm; errors: Record<string, string> }>) {
      state[action.payload.form] = { status: 'failed', errors: action.payload.errors };
    },
  },
});

export const {
  namesSubmitted,
  languageChosen,
  emailChangeSubmitted,
  passwordChangeSubmitted,
  accountDeletionConfirmed,
  accountFormSaved,
  accountFormRefused,
} = accountSlice.actions;

export const selectAccountState = (state: RootState): AccountState =>
  state['mfe-user-dashboard/account'] ?? initialState;

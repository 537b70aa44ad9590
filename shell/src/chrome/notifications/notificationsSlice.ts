import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Notification } from '@opengood/contracts';
import type { RootState } from '@opengood/platform';

/** The signed-in user's notifications (docs/product/user-dashboard.md#notifications), for the header's dropdown. */
export interface NotificationsState {
  items: Notification[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

const initialState: NotificationsState = { items: [], status: 'idle' };

const byId = (state: NotificationsState, id: number) => state.items.find((n) => n.id === id);

export const notificationsSlice = createSlice({
  name: 'shell/notifications',
  initialState,
  reducers: {
    notificationsRequested(state) {
      state.status = 'loading';
    },
    notificationsLoaded(state, action: PayloadAction<Notification[]>) {
      state.items = action.payload;
      state.status = 'loaded';
    },
    notificationsFailed(state) {
      state.status = 'failed';
    },
    notificationsCleared() {
      return initialState;
    },
    /**
     * The dropdown was opened with `unseen` notifications not seen before: everything in it has now been
     * seen (the count goes to zero at once).
     */
    notificationsMenuOpened(state, _action: PayloadAction<{ unseen: number }>) {
      for (const n of state.items) n.viewed = true;
    },
    /** The user opened one (followed its link): it is read. */
    notificationOpened(state, action: PayloadAction<number>) {
      const n = byId(state, action.payload);
      if (n) n.read = true;
    },
    /** docs/product/user-dashboard.md#notifications: NEW → DISMISSED, never back. */
    notificationDismissed(state, action: PayloadAction<number>) {
      const n = byId(state, action.payload);
      if (n) n.status = 'DISMISSED';
    },
    /** The api's answer for one notification. */
    notificationSaved(state, action: PayloadAction<Notification>) {
      const index = state.items.findIndex((n) => n.id === action.payload.id);
      if (index >= 0) state.items[index] = action.payload;
    },
  },
});

export const {
  notificationsRequested,
  notificationsLoaded,
  notificationsFailed,
  notificationsCleared,
  notificationsMenuOpened,
  notificationOpened,
  notificationDismissed,
  notificationSaved,
} = notificationsSlice.actions;

declare module '@opengood/platform' {
  interface LazyLoadedSlices {
    'shell/notifications': NotificationsState;
  }
}

const EMPTY: NotificationsState = initialState;
const selectState = (state: RootState) => state['shell/notifications'] ?? EMPTY;

export const selectNotificationsStatus = (state: RootState) => selectState(state).status;

/** What the dropdown lists: the notifications not dismissed, newest first (the api's order). */
export const selectVisibleNotifications = createSelector([selectState], (s) =>
  s.items.filter((n) => n.status === 'NEW'),
);

/** The bell's count: new notifications the user has not seen in the list yet. */
export const selectUnseenCount = createSelector(
  [selectVisibleNotifications],
  (items) => items.filter((n) => !n.viewed).length,
);

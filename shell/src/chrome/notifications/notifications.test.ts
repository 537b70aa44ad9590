import type { Notification } from '@opengood/contracts';
import { createAppStore, userLoaded, userSignedOut, type HttpClient } from '@opengood/platform';
import { testUser } from '../../testing/fixtures';
import { notificationsSaga, NOTIFICATIONS_URL, NOTIFICATIONS_VIEWED_URL } from './notificationsSaga';
import {
  notificationDismissed,
  notificationOpened,
  notificationsMenuOpened,
  notificationsSlice,
  selectNotificationsStatus,
  selectUnseenCount,
  selectVisibleNotifications,
} from './notificationsSlice';

const note = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'UPLOAD_RESUME',
  status: 'NEW',
  viewed: false,
  read: false,
  created: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

function setUp(list: Notification[]) {
  const http = {
    get: jest.fn(async () => ({ data: list })),
    post: jest.fn(async () => ({ data: list.map((n) => ({ ...n, viewed: true })) })),
    patch: jest.fn(async (url: string, change: Partial<Notification>) => ({
      data: { ...list.find((n) => url.endsWith(`/${n.id}`))!, ...change },
    })),
  };
  const store = createAppStore({ context: { http: http as unknown as HttpClient } });
  store.injectSlice('shell', notificationsSlice);
  store.runSaga('shell/notifications', notificationsSaga);
  return { store, http };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('header notifications (spec §3, §4)', () => {
  it('loads when a user is known, and clears on log-out', async () => {
    const { store, http } = setUp([note(1), note(2, { viewed: true }), note(3, { status: 'DISMISSED' })]);
    store.dispatch(userLoaded(null));
    await flush();
    expect(http.get).not.toHaveBeenCalled();
    store.dispatch(userLoaded(testUser()));
    await flush();
    expect(http.get).toHaveBeenCalledWith(NOTIFICATIONS_URL);
    expect(selectVisibleNotifications(store.getState()).map((n) => n.id)).toEqual([1, 2]);
    expect(selectUnseenCount(store.getState())).toBe(1);
    store.dispatch(userSignedOut());
    await flush();
    expect(selectVisibleNotifications(store.getState())).toEqual([]);
    expect(selectNotificationsStatus(store.getState())).toBe('idle');
  });

  it('opening the menu marks them viewed (once there is something unseen)', async () => {
    const { store, http } = setUp([note(1), note(2)]);
    store.dispatch(userLoaded(testUser()));
    await flush();
    store.dispatch(notificationsMenuOpened({ unseen: selectUnseenCount(store.getState()) }));
    expect(selectUnseenCount(store.getState())).toBe(0);
    await flush();
    expect(http.post).toHaveBeenCalledWith(NOTIFICATIONS_VIEWED_URL);
    store.dispatch(notificationsMenuOpened({ unseen: selectUnseenCount(store.getState()) }));
    await flush();
    expect(http.post).toHaveBeenCalledTimes(1);
  });

  it('a click reads one; dismissing moves it from NEW to DISMISSED and out of the list', async () => {
    const { store, http } = setUp([note(1), note(2)]);
    store.dispatch(userLoaded(testUser()));
    await flush();
    store.dispatch(notificationOpened(1));
    await flush();
    expect(http.patch).toHaveBeenCalledWith('/data/notifications/1', { read: true });
    store.dispatch(notificationDismissed(2));
    expect(selectVisibleNotifications(store.getState()).map((n) => n.id)).toEqual([1]);
    await flush();
    expect(http.patch).toHaveBeenCalledWith('/data/notifications/2', { status: 'DISMISSED' });
    expect(selectVisibleNotifications(store.getState())[0]?.read).toBe(true);
  });
});

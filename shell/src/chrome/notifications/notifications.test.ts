import type { Notification } from '@opengood/contracts';
import { createAppStore, userLoaded, userSignedOut } from '@opengood/platform';
import { createFakeHttp } from '@opengood/platform/testing';
import { testUser } from '../../testing/fixtures';
import { notificationsSaga } from './notificationsSaga';
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
  const fake = createFakeHttp({
    notifications: { data: list },
    notificationsViewed: { data: list.map((n) => ({ ...n, viewed: true })) },
    updateNotification: ({ params, body }) => ({
      data: { ...list.find((n) => String(n.id) === params.id)!, ...(body as Partial<Notification>) },
    }),
  });
  const store = createAppStore({ context: { http: fake.http } });
  store.injectSlice('shell', notificationsSlice);
  store.runSaga('shell/notifications', notificationsSaga);
  const sent = (route: 'notifications' | 'notificationsViewed' | 'updateNotification') =>
    fake.callsOf(route).map((c) => [c.method, c.url, c.body]);
  return { store, fake, sent };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('header notifications (docs/product/user-dashboard.md#notifications)', () => {
  it('loads when a user is known, and clears on log-out', async () => {
    const { store, fake, sent } = setUp([
      note(1),
      note(2, { viewed: true }),
      note(3, { status: 'DISMISSED' }),
    ]);
    store.dispatch(userLoaded(null));
    await flush();
    expect(fake.calls).toEqual([]);
    store.dispatch(userLoaded(testUser()));
    await flush();
    expect(sent('notifications')).toEqual([['GET', '/data/notifications', undefined]]);
    expect(selectVisibleNotifications(store.getState()).map((n) => n.id)).toEqual([1, 2]);
    expect(selectUnseenCount(store.getState())).toBe(1);
    store.dispatch(userSignedOut());
    await flush();
    expect(selectVisibleNotifications(store.getState())).toEqual([]);
    expect(selectNotificationsStatus(store.getState())).toBe('idle');
  });

  it('opening the menu marks them viewed (once there is something unseen)', async () => {
    const { store, sent } = setUp([note(1), note(2)]);
    store.dispatch(userLoaded(testUser()));
    await flush();
    store.dispatch(notificationsMenuOpened({ unseen: selectUnseenCount(store.getState()) }));
    expect(selectUnseenCount(store.getState())).toBe(0);
    await flush();
    expect(sent('notificationsViewed').map(([method, url]) => `${method} ${url}`)).toEqual([
      'POST /data/notifications/viewed',
    ]);
    store.dispatch(notificationsMenuOpened({ unseen: selectUnseenCount(store.getState()) }));
    await flush();
    expect(sent('notificationsViewed')).toHaveLength(1);
  });

  it('a click reads one; dismissing moves it from NEW to DISMISSED and out of the list', async () => {
    const { store, sent } = setUp([note(1), note(2)]);
    store.dispatch(userLoaded(testUser()));
    await flush();
    store.dispatch(notificationOpened(1));
    await flush();
    expect(sent('updateNotification')).toEqual([['PATCH', '/data/notifications/1', { read: true }]]);
    store.dispatch(notificationDismissed(2));
    expect(selectVisibleNotifications(store.getState()).map((n) => n.id)).toEqual([1]);
    await flush();
    expect(sent('updateNotification')[1]).toEqual([
      'PATCH',
      '/data/notifications/2',
      { status: 'DISMISSED' },
    ]);
    expect(selectVisibleNotifications(store.getState())[0]?.read).toBe(true);
  });
});

import type { NotificationUpdateRequest } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { notificationSaved, notificationsLoaded } from './notificationsSlice';

// The writes of the header's notifications (docs/product/user-dashboard.md#notifications): run by the notifications saga with `mutate`, after
// the slice changed the list at once (the count to zero, a row read or gone).

/** POST /notifications/viewed: everything in the list has been seen; the api answers the list. */
export const markNotificationsViewed = defineMutation<'notificationsViewed', void>({
  name: 'shell/markNotificationsViewed',
  route: routes.notificationsViewed,
  input: () => ({}),
  then: (answer) => [notificationsLoaded(answer.data)],
});

/** PATCH /notifications/:id: one read, or dismissed (NEW → DISMISSED, never back). */
export const updateNotification = defineMutation({
  name: 'shell/updateNotification',
  route: routes.updateNotification,
  input: ({ id, change }: { id: number; change: NotificationUpdateRequest }) => ({
    params: { id },
    body: change,
  }),
  then: (answer) => [notificationSaved(answer.data)],
});

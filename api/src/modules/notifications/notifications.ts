import {
  canChangeNotificationStatus,
  type Notification,
  type NotificationUpdateRequest,
} from '@opengood/contracts';
import { ConflictError, NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { presentNotification } from './notificationPresenter';
import {
  findNotificationOfUserForUpdate,
  findNotificationsOfUser,
  markNotificationsViewed,
  updateNotificationRow,
} from './notificationRepository';

/** The user's notifications, newest first. */
export async function listNotifications(db: Db, userId: number): Promise<Notification[]> {
  return (await findNotificationsOfUser(db, userId)).map(presentNotification);
}

/** Changes one of the user's notifications; another user's is not found, and a dismissal is final. */
export async function updateNotification(
  db: Db,
  userId: number,
  id: number,
  change: NotificationUpdateRequest,
): Promise<Notification> {
  return db.transaction(async (tx) => {
    const row = await findNotificationOfUserForUpdate(tx, userId, id);
    if (!row) throw new NotFoundError({ id: 'No notification with this id' });
    if (change.status && !canChangeNotificationStatus(row.status, change.status))
      throw new ConflictError({ status: 'A dismissed notification stays dismissed' });
    return presentNotification(await updateNotificationRow(tx, id, change));
  });
}

/** Marks every notification of the user viewed (the bell was opened); answers the list. */
export async function markAllViewed(db: Db, userId: number): Promise<Notification[]> {
  await markNotificationsViewed(db, userId);
  return listNotifications(db, userId);
}

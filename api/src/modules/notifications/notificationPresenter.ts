import type { Notification } from '@opengood/contracts';
import { isoDate } from '../../platform/db/isoDate';
import type { NotificationRow } from './notificationRepository';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    viewed: row.viewed,
    read: row.read,
    created: isoDate(row.created_at),
  };
}

import { NOTIFICATION_KINDS, type NotificationKind } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { insertNotification } from './notificationRepository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Gives a seeded user a few notifications, a day apart from `now` backwards, the kinds taken in turn from
 * an offset so different users get different ones. For the seed step once users exist.
 */
export async function seedNotifications(
  db: Db,
  userId: number,
  { count = 3, offset = 0, now = new Date() }: { count?: number; offset?: number; now?: Date } = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const kind: NotificationKind = NOTIFICATION_KINDS[(offset + i) % NOTIFICATION_KINDS.length]!;
    ids.push(await insertNotification(db, userId, kind, new Date(now.getTime() - i * DAY_MS)));
  }
  return ids;
}

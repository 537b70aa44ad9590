import type { NotificationKind, NotificationStatus } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { MAX_ID } from '../../platform/db/sql';

export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  status: NotificationStatus;
  viewed: boolean;
  read: boolean;
  created_at: Date | string;
}

export interface NotificationChange {
  status?: NotificationStatus;
  viewed?: boolean;
  read?: boolean;
}

const COLUMNS = 'id, kind, status, viewed, read, created_at';

export async function findNotificationsOfUser(db: Db, userId: number): Promise<NotificationRow[]> {
  const { rows } = await db.query<NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows;
}

/** The user's notification with this id, locked for the update that follows; another user's is not found. */
export async function findNotificationOfUserForUpdate(
  db: Db,
  userId: number,
  id: number,
): Promise<NotificationRow | null> {
  if (id > MAX_ID) return null;
  const { rows } = await db.query<NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications WHERE id = $1 AND user_id = $2 FOR UPDATE`,
    [id, userId],
  );
  return rows[0] ?? null;
}

export async function updateNotificationRow(
  db: Db,
  id: number,
  change: NotificationChange,
): Promise<NotificationRow> {
  const { rows } = await db.query<NotificationRow>(
    `UPDATE notifications SET status = coalesce($2, status), viewed = coalesce($3, viewed), read = coalesce($4, read)
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, change.status ?? null, change.viewed ?? null, change.read ?? null],
  );
  if (!rows[0]) throw new Error(`notification ${id} vanished during its update`);
  return rows[0];
}

export async function markNotificationsViewed(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE notifications SET viewed = true WHERE user_id = $1 AND NOT viewed', [userId]);
}

export async function insertNotification(
  db: Db,
  userId: number,
  kind: NotificationKind,
  createdAt?: Date,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO notifications (user_id, kind, created_at) VALUES ($1, $2, coalesce($3, now())) RETURNING id',
    [userId, kind, createdAt ?? null],
  );
  return rows[0]!.id;
}

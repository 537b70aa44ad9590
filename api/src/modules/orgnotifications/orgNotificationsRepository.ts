import type { OrgNotificationKind } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';

// The organisation notification preferences (migration org_notification_preferences): a row of
// org_email_opt_outs turns one kind of an organisation's mail off for one of its admins; no row, on. This
// module is its one writer (the page, and the org unsubscribe links through it).

/** The kinds this user turned off for this organisation. */
export async function findOffKinds(db: Db, userId: number, orgId: number): Promise<Set<OrgNotificationKind>> {
  const { rows } = await db.query<{ kind: OrgNotificationKind }>(
    'SELECT kind FROM org_email_opt_outs WHERE user_id = $1 AND org_id = $2',
    [userId, orgId],
  );
  return new Set(rows.map((r) => r.kind));
}

/** Turns these kinds on (their rows removed) and those off (a row each), for one user and organisation. */
export async function writePreferences(
  db: Db,
  userId: number,
  orgId: number,
  on: readonly OrgNotificationKind[],
  off: readonly OrgNotificationKind[],
): Promise<void> {
  if (on.length > 0)
    await db.query(
      'DELETE FROM org_email_opt_outs WHERE user_id = $1 AND org_id = $2 AND kind = ANY ($3::text[])',
      [userId, orgId, on],
    );
  if (off.length > 0)
    await db.query(
      `INSERT INTO org_email_opt_outs (user_id, org_id, kind) SELECT $1, $2, unnest($3::text[])
       ON CONFLICT (user_id, org_id, kind) DO NOTHING`,
      [userId, orgId, off],
    );
}

/** Those of the users who turned this kind off for the organisation. */
export async function findUsersWithKindOff(
  db: Db,
  userIds: readonly number[],
  orgId: number,
  kind: OrgNotificationKind,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT user_id FROM org_email_opt_outs WHERE user_id = ANY ($1::int[]) AND org_id = $2 AND kind = $3',
    [userIds, orgId, kind],
  );
  return new Set(rows.map((r) => r.user_id));
}

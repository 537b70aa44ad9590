import type { Db } from '../db/db';
import type { SessionUser } from './sessionUser';

/**
 * The session user with what the guards need: the organisations they administer, those they own, and the
 * staff flag.
 */
export async function loadSessionUser(db: Db, userId: number): Promise<SessionUser | null> {
  const { rows } = await db.query<{
    id: number;
    email: string;
    is_staff: boolean;
    org_ids: number[];
    owner_org_ids: number[];
  }>(
    `SELECT u.id, u.email, u.is_staff,
            coalesce(array_agg(oa.org_id ORDER BY oa.org_id) FILTER (WHERE oa.org_id IS NOT NULL), '{}') AS org_ids,
            coalesce(array_agg(oa.org_id ORDER BY oa.org_id) FILTER (WHERE oa.role = 'OWNER'), '{}') AS owner_org_ids
       FROM users u LEFT JOIN org_admins oa ON oa.user_id = u.id
      WHERE u.id = $1
      GROUP BY u.id`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    adminOrgIds: row.org_ids.map(Number),
    ownerOrgIds: row.owner_org_ids.map(Number),
    isStaff: row.is_staff,
  };
}

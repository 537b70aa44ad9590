import type { Db } from '../../platform/db/db';

// The organisation-scoped opt-outs (migration 070): a row turns one kind of mail off for one organisation.

export type OrgScopedKind = 'APPLICATIONS_RECEIVED';

export async function isOrgOptedOut(
  db: Db,
  userId: number,
  orgId: number,
  kind: OrgScopedKind,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM org_email_opt_outs WHERE user_id = $1 AND org_id = $2 AND kind = $3',
    [userId, orgId, kind],
  );
  return rows.length > 0;
}

export async function setOrgOptOut(
  db: Db,
  userId: number,
  orgId: number,
  kind: OrgScopedKind,
  optedOut: boolean,
): Promise<void> {
  if (optedOut)
    await db.query(
      `INSERT INTO org_email_opt_outs (user_id, org_id, kind) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, org_id, kind) DO NOTHING`,
      [userId, orgId, kind],
    );
  else
    await db.query('DELETE FROM org_email_opt_outs WHERE user_id = $1 AND org_id = $2 AND kind = $3', [
      userId,
      orgId,
      kind,
    ]);
}

/** Those of the users who turned this kind of mail off for the organisation (for the modules choosing whom to mail). */
export async function orgOptedOutUsers(
  db: Db,
  userIds: readonly number[],
  orgId: number,
  kind: OrgScopedKind,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT user_id FROM org_email_opt_outs WHERE user_id = ANY ($1::int[]) AND org_id = $2 AND kind = $3',
    [userIds, orgId, kind],
  );
  return new Set(rows.map((r) => r.user_id));
}

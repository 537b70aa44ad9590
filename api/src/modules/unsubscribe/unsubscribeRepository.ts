import type { EmailPreferenceKind } from '@opengood/contracts';
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

/**
 * A SQL condition: the user in `userIdColumn` has not turned this kind off for the organisation in
 * `orgIdColumn` (for the queries that choose who is mailed). Column names and kind are code, never input.
 */
export function orgEmailEnabledSql(
  userIdColumn: string,
  orgIdColumn: string,
  kind: EmailPreferenceKind,
): string {
  return `NOT EXISTS (SELECT 1 FROM org_email_opt_outs oo
                       WHERE oo.user_id = ${userIdColumn} AND oo.org_id = ${orgIdColumn} AND oo.kind = '${kind}')`;
}

export async function findOrganizationName(db: Db, orgId: number): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [orgId]);
  return rows[0]?.name ?? null;
}

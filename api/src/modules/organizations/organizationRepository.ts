import type { Db } from '../../platform/db/db';
import { MAX_ID } from '../../platform/db/sql';
import { ORG_FROM, ORG_SELECT, type OrgRecord } from './organizationRows';

export async function findOrgById(db: Db, id: number): Promise<OrgRecord | null> {
  if (id > MAX_ID) return null;
  const { rows } = await db.query<OrgRecord>(`SELECT ${ORG_SELECT} FROM ${ORG_FROM} WHERE o.id = $1`, [id]);
  return rows[0] ?? null;
}

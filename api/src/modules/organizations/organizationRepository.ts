import type { OrgType } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { MAX_ID } from '../../platform/db/sql';
import { liveOrgSql } from '../listings';
import { ORG_FROM, ORG_SELECT, publicOrgSql, type OrgRecord } from './organizationRows';

/** An organisation by id; a deleted one is gone (null: see isDeletedOrg). */
export async function findOrgById(db: Db, id: number): Promise<OrgRecord | null> {
  if (id > MAX_ID) return null;
  const { rows } = await db.query<OrgRecord>(
    `SELECT ${ORG_SELECT} FROM ${ORG_FROM} WHERE o.id = $1 AND ${liveOrgSql('o')}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The organisation existed and an owner deleted it (its pages answer 410). */
export async function isDeletedOrg(db: Db, id: number): Promise<boolean> {
  if (id > MAX_ID) return false;
  const { rows } = await db.query<{ id: number }>(
    `SELECT o.id FROM organizations o WHERE o.id = $1 AND NOT ${liveOrgSql('o')}`,
    [id],
  );
  return rows.length > 0;
}

/** The organisations of these ids, in the ids' order (an unknown id is left out). */
export async function findOrgsByIds(db: Db, ids: readonly number[]): Promise<OrgRecord[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<OrgRecord>(
    `SELECT ${ORG_SELECT} FROM ${ORG_FROM} WHERE o.id = ANY ($1::int[]) AND ${liveOrgSql('o')}`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** An organisation's name, or null when there is none with this id. */
export async function findOrganizationName(db: Db, orgId: number): Promise<string | null> {
  if (orgId > MAX_ID) return null;
  const { rows } = await db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [orgId]);
  return rows[0]?.name ?? null;
}

/** The public organisations split, in id order, into runs of `perFile` (the sitemap's files). */
export async function findPublicOrgChunks(
  db: Db,
  perFile: number,
): Promise<{ from_id: number; to_id: number; count: number; lastmod: Date }[]> {
  const { rows } = await db.query<{ from_id: number; to_id: number; count: number; lastmod: Date }>(
    `WITH numbered AS (
       SELECT o.id, o.created_at, (row_number() OVER (ORDER BY o.id) - 1) / $1 AS chunk
         FROM organizations o WHERE ${publicOrgSql('o')}
     )
     SELECT min(id) AS from_id, max(id) AS to_id, count(*)::int AS count, max(created_at) AS lastmod
       FROM numbered GROUP BY chunk ORDER BY chunk`,
    [perFile],
  );
  return rows;
}

/** The sitemap's public organisations whose ids are in [fromId, toId], in id order, at most `limit`. */
export async function findPublicOrgEntries(
  db: Db,
  fromId: number,
  toId: number,
  limit: number,
): Promise<{ id: number; name: string; org_type: OrgType; created_at: Date }[]> {
  const { rows } = await db.query<{ id: number; name: string; org_type: OrgType; created_at: Date }>(
    `SELECT o.id, o.name, o.org_type, o.created_at FROM organizations o
      WHERE ${publicOrgSql('o')} AND o.id BETWEEN $1 AND $2 ORDER BY o.id LIMIT $3`,
    [fromId, toId, limit],
  );
  return rows;
}

import type { Db } from '../db/db';
import { paramList, tsqueryAllLanguages } from './sql';
import { MAX_ID, PLACE_SELECT, type OrgRecord } from './rows';

const ORG_SELECT = `
  o.id, o.name, o.slug, o.org_type, o.locale, o.description, o.website, o.areas_of_focus, o.status, o.created_at,
  ${PLACE_SELECT}`;
const ORG_FROM = 'organizations o LEFT JOIN places p ON p.id = o.place_id';

export async function findOrgById(db: Db, id: number): Promise<OrgRecord | null> {
  if (id > MAX_ID) return null;
  const { rows } = await db.query<OrgRecord>(`SELECT ${ORG_SELECT} FROM ${ORG_FROM} WHERE o.id = $1`, [id]);
  return rows[0] ?? null;
}

export interface OrgSearch {
  q: string;
  sort: 'relevance' | 'newest';
  locale?: string;
  limit: number;
  offset: number;
}

/** Published organisations; "newest" means most recently created. */
export async function searchOrgs(db: Db, search: OrgSearch): Promise<{ total: number; rows: OrgRecord[] }> {
  const { params, add } = paramList();
  const where = [`o.status = 'PUBLISHED'`];
  const tsquery = search.q ? tsqueryAllLanguages(add(search.q)) : null;
  if (tsquery) where.push(`o.search_vector @@ ${tsquery}`);
  if (search.locale) where.push(`o.locale = ${add(search.locale)}`);
  const whereSql = where.join(' AND ');
  const order =
    tsquery && search.sort === 'relevance'
      ? `ts_rank(o.search_vector, ${tsquery}) DESC, o.id DESC`
      : 'o.created_at DESC, o.id DESC';
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${ORG_FROM} WHERE ${whereSql}`,
    params,
  );
  const page = await db.query<OrgRecord>(
    `SELECT ${ORG_SELECT} FROM ${ORG_FROM} WHERE ${whereSql} ORDER BY ${order} LIMIT ${add(search.limit)} OFFSET ${add(search.offset)}`,
    params,
  );
  return { total: count.rows[0]?.total ?? 0, rows: page.rows };
}

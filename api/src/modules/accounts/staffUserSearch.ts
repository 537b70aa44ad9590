import type { Db } from '../../platform/db/db';

// The staff search tab Users (spec §2 result tabs): accounts by name or email (or id), newest first, a page
// at a time. Staff only (the route table's access); users is this module's table.

export interface StaffUserRow {
  id: number;
  name: string;
  email: string;
  created: string;
  staff: boolean;
}

export async function searchUsersForStaff(
  db: Db,
  q: string,
  page: number,
  pageSize: number,
): Promise<{ results: StaffUserRow[]; total: number }> {
  const pattern = q === '' ? null : `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = '($1::text IS NULL OR u.name ILIKE $1 OR u.email ILIKE $1 OR u.id::text = $2)';
  const { rows } = await db.query<{
    id: number;
    name: string;
    email: string;
    created_at: Date | string;
    is_staff: boolean;
  }>(
    `SELECT u.id, u.name, u.email, u.created_at, u.is_staff FROM users u WHERE ${where}
      ORDER BY u.created_at DESC, u.id DESC LIMIT $3 OFFSET $4`,
    [pattern, q, pageSize, (page - 1) * pageSize],
  );
  const { rows: count } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users u WHERE ${where}`,
    [pattern, q],
  );
  return {
    results: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      created: new Date(r.created_at).toISOString(),
      staff: r.is_staff,
    })),
    total: count[0]?.n ?? 0,
  };
}

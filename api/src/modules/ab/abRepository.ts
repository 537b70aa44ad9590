import type { Db } from '../../platform/db/db';

export interface AbAssignmentRow {
  experiment: string;
  bucket: string;
}

/** Whose assignment a row is: a signed-in user's, or an anonymous visitor's. */
export type AbOwner = { userId: number } | { visitorId: string };

const ownerColumn = (owner: AbOwner) =>
  'userId' in owner
    ? { column: 'user_id', value: owner.userId }
    : { column: 'visitor_id', value: owner.visitorId };

/** One bucket per experiment, by experiment id: the user's own assignment, else this browser's. */
export async function findAssignments(
  db: Db,
  userId: number | null,
  visitorId: string | null,
): Promise<AbAssignmentRow[]> {
  if (userId === null && visitorId === null) return [];
  const { rows } = await db.query<AbAssignmentRow>(
    `SELECT DISTINCT ON (experiment) experiment, bucket FROM ab_assignments
     WHERE user_id = $1 OR visitor_id = $2
     ORDER BY experiment, (user_id IS NULL), assigned_at, id`,
    [userId, visitorId],
  );
  return rows;
}

export async function countAssignments(db: Db, owner: AbOwner): Promise<number> {
  const { column, value } = ownerColumn(owner);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ab_assignments WHERE ${column} = $1`,
    [value],
  );
  return rows[0]?.n ?? 0;
}

/** Records the assignment unless the owner is already in the experiment: the first bucket sticks. */
export async function insertAssignment(
  db: Db,
  owner: AbOwner,
  experiment: string,
  bucket: string,
): Promise<void> {
  const { column, value } = ownerColumn(owner);
  await db.query(
    `INSERT INTO ab_assignments (${column}, experiment, bucket) VALUES ($1, $2, $3)
     ON CONFLICT (${column}, experiment) WHERE ${column} IS NOT NULL DO NOTHING`,
    [value, experiment, bucket],
  );
}

/** Deletes anonymous visitors' assignments made more than `days` days ago; answers how many went. */
export async function deleteVisitorAssignmentsOlderThan(db: Db, days: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM ab_assignments
       WHERE visitor_id IS NOT NULL AND assigned_at < now() - make_interval(days => $1::int)
       RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [days],
  );
  return rows[0]?.n ?? 0;
}

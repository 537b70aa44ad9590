import type { ApplicationKind } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';

// The daily digest's reads and its record (migration application_digests): which applications are new in
// a window, and which organisation's digest of which UTC day was sent and up to when it covered.

/** An application as the digest lists it. */
export interface DigestApplicationRow {
  id: number;
  user_id: number;
  listing_id: number;
  kind: ApplicationKind;
  created_at: Date | string;
}

/** The listings that received a new application in (from, until]: the sweep's organisations come from them. */
export async function findListingsWithNewApplications(db: Db, from: Date, until: Date): Promise<number[]> {
  const { rows } = await db.query<{ listing_id: number }>(
    `SELECT DISTINCT listing_id FROM applications WHERE created_at > $1 AND created_at <= $2`,
    [from, until],
  );
  return rows.map((r) => r.listing_id);
}

/** The applications to these listings created in (from, until], oldest first. */
export async function findNewApplications(
  db: Db,
  listingIds: readonly number[],
  from: Date,
  until: Date,
): Promise<DigestApplicationRow[]> {
  if (listingIds.length === 0) return [];
  const { rows } = await db.query<DigestApplicationRow>(
    `SELECT id, user_id, listing_id, kind, created_at FROM applications
      WHERE listing_id = ANY ($1::int[]) AND created_at > $2 AND created_at <= $3
      ORDER BY created_at, id`,
    [listingIds, from, until],
  );
  return rows;
}

/** Where the organisation's last digest stopped, and whether today's (`day`, UTC) was sent already. */
export async function findLastDigest(
  db: Db,
  orgId: number,
  day: string,
): Promise<{ coveredUntil: Date | null; sentToday: boolean }> {
  const { rows } = await db.query<{ day: string; covered_until: Date | string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, covered_until FROM application_digests
      WHERE org_id = $1 ORDER BY day DESC LIMIT 1`,
    [orgId],
  );
  const last = rows[0];
  return {
    coveredUntil: last ? new Date(last.covered_until) : null,
    sentToday: last?.day === day,
  };
}

/**
 * Records the organisation's digest of `day` (in the transaction that adds its mails); false when another
 * run recorded it first (its mails are then not added again).
 */
export async function claimDigest(
  db: Db,
  orgId: number,
  day: string,
  coveredUntil: Date,
  applications: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO application_digests (org_id, day, covered_until, applications) VALUES ($1, $2::date, $3, $4)
     ON CONFLICT (org_id, day) DO NOTHING RETURNING org_id`,
    [orgId, day, coveredUntil, applications],
  );
  return rows.length > 0;
}

/** Forgets the digests recorded before `day` (only the last one matters: where the next starts). */
export async function purgeDigestsBefore(db: Db, day: string): Promise<void> {
  await db.query(
    `DELETE FROM application_digests d WHERE d.day < $1::date
        AND d.day < (SELECT max(day) FROM application_digests l WHERE l.org_id = d.org_id)`,
    [day],
  );
}

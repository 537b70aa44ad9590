import type { CandidateRating, LocationSelection } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { MAX_ID } from '../../platform/db/sql';

// The rows recommendations read and write. It reads, never writes, the applicant profiles (the
// applicantprofile module's applicant_profiles and work_history_jobs), the users' names, the applications
// to a listing and an organisation's admins; it owns candidate_ratings and recommendation_mailings
// (migrations/20261126023252_recommended_candidates.sql).

export interface CandidateRow {
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  name: string | null;
  skills: string[];
  willing_to_work_onsite: boolean;
  willing_to_work_remote: boolean;
  willing_to_work_hybrid: boolean;
  willing_to_work_part_time: boolean;
  user_location: LocationSelection | null;
  resume_file_id: number | null;
}

export interface CandidateJobRow {
  id: number;
  user_id: number;
  title: string;
  organization: string;
  start_month: string;
  end_month: string | null;
  current: boolean;
  description: string;
}

const CANDIDATE_SELECT = `
  SELECT p.user_id, u.first_name, u.last_name, u.name, p.skills, p.willing_to_work_onsite,
         p.willing_to_work_remote, p.willing_to_work_hybrid, p.willing_to_work_part_time, p.user_location,
         p.resume_file_id
    FROM applicant_profiles p JOIN users u ON u.id = p.user_id`;

/**
 * Every profile open to recruiters (is_recruitable, spec §3), but those `excluded`: only people who said
 * yes are ever read here (docs/product/organisations.md#recommended-candidates).
 */
export async function findRecruitableCandidates(
  db: Db,
  excluded: readonly number[],
): Promise<CandidateRow[]> {
  const { rows } = await db.query<CandidateRow>(
    `${CANDIDATE_SELECT} WHERE p.is_recruitable AND NOT (p.user_id = ANY ($1::int[])) ORDER BY p.user_id`,
    [excluded],
  );
  return rows;
}

/** One profile open to recruiters; null for anyone else (unknown, never asked, or said no). */
export async function findRecruitableCandidate(db: Db, userId: number): Promise<CandidateRow | null> {
  if (userId > MAX_ID) return null;
  const { rows } = await db.query<CandidateRow>(
    `${CANDIDATE_SELECT} WHERE p.is_recruitable AND p.user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** The work history of these users, each user's current jobs first, then the latest. */
export async function findCandidateJobs(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, CandidateJobRow[]>> {
  const byUser = new Map<number, CandidateJobRow[]>();
  if (userIds.length === 0) return byUser;
  const { rows } = await db.query<CandidateJobRow>(
    `SELECT id, user_id, title, organization, start_month, end_month, current, description
       FROM work_history_jobs WHERE user_id = ANY ($1::int[])
      ORDER BY user_id, current DESC, coalesce(end_month, '9999-12') DESC, start_month DESC, id DESC`,
    [userIds],
  );
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  return byUser;
}

/** Who applied to the listing, and the organisation's admins: never recommended for it. */
export async function findNotToRecommend(db: Db, listingId: number, orgId: number): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT user_id FROM applications WHERE listing_id = $1
     UNION SELECT user_id FROM org_admins WHERE org_id = $2`,
    [listingId, orgId],
  );
  return rows.map((r) => r.user_id);
}

/** The organisation's ratings of candidates for the listing. */
export async function findRatings(db: Db, listingId: number): Promise<Map<number, CandidateRating>> {
  const { rows } = await db.query<{ user_id: number; rating: CandidateRating }>(
    'SELECT user_id, rating FROM candidate_ratings WHERE listing_id = $1',
    [listingId],
  );
  return new Map(rows.map((r) => [r.user_id, r.rating]));
}

/** Rates (or rates again) a candidate for a listing. */
export async function upsertRating(
  db: Db,
  listingId: number,
  userId: number,
  rating: CandidateRating,
  ratedBy: number,
): Promise<void> {
  await db.query(
    `INSERT INTO candidate_ratings (listing_id, user_id, rating, rated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (listing_id, user_id) DO UPDATE SET rating = EXCLUDED.rating, rated_by = EXCLUDED.rated_by,
       rated_at = now()`,
    [listingId, userId, rating, ratedBy],
  );
}

/** Of these listings, those whose recommendation mail was not sent yet. */
export async function findUnmailed(db: Db, listingIds: readonly number[]): Promise<number[]> {
  if (listingIds.length === 0) return [];
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM unnest($1::int[]) AS t(id)
      WHERE NOT EXISTS (SELECT 1 FROM recommendation_mailings m WHERE m.listing_id = t.id) ORDER BY id`,
    [listingIds],
  );
  return rows.map((r) => r.id);
}

/** Records the listing's mail; false when another run recorded it first (it then sends nothing). */
export async function claimMailing(
  db: Db,
  listingId: number,
  candidates: number,
  mails: number,
): Promise<boolean> {
  const { rows } = await db.query<{ listing_id: number }>(
    `INSERT INTO recommendation_mailings (listing_id, candidates, mails) VALUES ($1, $2, $3)
     ON CONFLICT (listing_id) DO NOTHING RETURNING listing_id`,
    [listingId, candidates, mails],
  );
  return rows.length > 0;
}

/** Whether the file is the current résumé of a profile open to recruiters. */
export async function isRecruitableResume(db: Db, fileId: number, ownerId: number): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM applicant_profiles
                     WHERE user_id = $2 AND resume_file_id = $1 AND is_recruitable) AS found`,
    [fileId, ownerId],
  );
  return rows[0]?.found ?? false;
}

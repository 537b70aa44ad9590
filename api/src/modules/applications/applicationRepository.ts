import type {
  ApplicantProfile,
  ApplicationKind,
  ApplicationRating,
  ApplicationStage,
  ApplicationStatus,
} from '@opengood/contracts';
import type { Db } from '../../platform/db/db';

// The applications table (20261121002400_applications.sql). The listing an application is to, the résumé it carries and
// who is mailed about it are the listings, resumes, accounts, usersettings and unsubscribe modules'.

export interface StoredAnswer {
  questionId: number;
  prompt: string;
  answer: string;
}

export interface ApplicationRow {
  id: number;
  listing_id: number;
  kind: ApplicationKind;
  /** Computed from `stage` by the database (migration application_pipeline). */
  status: ApplicationStatus;
  stage: ApplicationStage;
  rating: ApplicationRating | null;
  cover_letter: string | null;
  answers: StoredAnswer[];
  profile: ApplicantProfile | null;
  resume_file_id: number | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = `a.id, a.listing_id, a.kind, a.status, a.stage, a.rating, a.cover_letter, a.answers, a.profile,
  a.resume_file_id, a.created_at, a.updated_at`;

export interface ApplicationInput {
  userId: number;
  listingId: number;
  kind: ApplicationKind;
  coverLetter: string | null;
  answers: StoredAnswer[];
  profile: ApplicantProfile | null;
  resumeFileId: number | null;
}

/**
 * One application per user and listing: applying again replaces what was sent on the same row, by the
 * unique key. Its stage, rating and notes stay: they are the organisation's, and re-applying must not undo
 * a rejection or reset the pipeline (docs/product/organisations.md#applicants). Answers whether the row is new.
 */
export async function upsertApplication(
  db: Db,
  a: ApplicationInput,
): Promise<{ id: number; created: boolean }> {
  const { rows } = await db.query<{ id: number; created: boolean }>(
    `INSERT INTO applications AS a (user_id, listing_id, kind, cover_letter, answers, profile, resume_file_id)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)
     ON CONFLICT (user_id, listing_id) DO UPDATE SET
       kind = EXCLUDED.kind, cover_letter = EXCLUDED.cover_letter, answers = EXCLUDED.answers,
       profile = EXCLUDED.profile, resume_file_id = EXCLUDED.resume_file_id,
       updated_at = now()
     RETURNING a.id, (a.created_at = a.updated_at) AS created`,
    [
      a.userId,
      a.listingId,
      a.kind,
      a.coverLetter,
      JSON.stringify(a.answers),
      a.profile === null ? null : JSON.stringify(a.profile),
      a.resumeFileId,
    ],
  );
  return rows[0]!;
}

export async function findApplicationOfUser(
  db: Db,
  userId: number,
  listingId: number,
): Promise<ApplicationRow | null> {
  const { rows } = await db.query<ApplicationRow>(
    `SELECT ${COLUMNS} FROM applications a WHERE a.user_id = $1 AND a.listing_id = $2`,
    [userId, listingId],
  );
  return rows[0] ?? null;
}

/** One page of the user's applications, newest first (by when they last applied), and the total. */
export async function findApplicationsPage(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: ApplicationRow[]; count: number }> {
  const [page, total] = await Promise.all([
    db.query<ApplicationRow>(
      `SELECT ${COLUMNS} FROM applications a WHERE a.user_id = $1
        ORDER BY a.updated_at DESC, a.id DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM applications WHERE user_id = $1', [userId]),
  ]);
  return { rows: page.rows, count: total.rows[0]?.n ?? 0 };
}

/** The listings the owner's applications carrying this file went to (the organisations received it). */
export async function findListingsSentFile(db: Db, fileId: number, ownerId: number): Promise<number[]> {
  const { rows } = await db.query<{ listing_id: number }>(
    'SELECT listing_id FROM applications WHERE resume_file_id = $1 AND user_id = $2',
    [fileId, ownerId],
  );
  return rows.map((r) => r.listing_id);
}

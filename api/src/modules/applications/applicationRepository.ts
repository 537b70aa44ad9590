import type {
  ApplicantProfile,
  ApplicationKind,
  ApplicationStatus,
  Lang,
  ListingQuestion,
} from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { LISTING_FROM, LISTING_SELECT, type ListingRecord } from '../listings/listingRows';
import { orgEmailEnabledSql } from '../unsubscribe/unsubscribeRepository';
import { emailEnabledSql } from '../usersettings/userSettingsRepository';

/** The questions a listing asks of its own, in order. */
export async function findListingQuestions(db: Db, listingId: number): Promise<ListingQuestion[]> {
  const { rows } = await db.query<ListingQuestion>(
    'SELECT id, prompt, required FROM listing_questions WHERE listing_id = $1 ORDER BY position, id',
    [listingId],
  );
  return rows;
}

export interface StoredAnswer {
  questionId: number;
  prompt: string;
  answer: string;
}

export interface ApplicationRow {
  id: number;
  kind: ApplicationKind;
  status: ApplicationStatus;
  cover_letter: string | null;
  answers: StoredAnswer[];
  profile: ApplicantProfile | null;
  resume_file_id: number | null;
  /** The public id of the résumé the application carries (null when none, or deleted since). */
  resume_public_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export type ApplicationRecord = ApplicationRow & { listing: ListingRecord };

const COLUMNS = `a.id, a.kind, a.status, a.cover_letter, a.answers, a.profile, a.resume_file_id,
  (SELECT f.public_id FROM files f WHERE f.id = a.resume_file_id) AS resume_public_id, a.created_at, a.updated_at`;

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
 * One application per user and listing: applying again replaces what was sent (and makes it SUBMITTED
 * again) on the same row, by the unique key. Answers whether the row is new.
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
       profile = EXCLUDED.profile, resume_file_id = EXCLUDED.resume_file_id, status = 'SUBMITTED',
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

const SELECT_WITH_LISTING = `SELECT ${COLUMNS}, row_to_json(x) AS listing
  FROM applications a
  JOIN LATERAL (SELECT ${LISTING_SELECT} FROM ${LISTING_FROM} WHERE l.id = a.listing_id) x ON true`;

export async function findApplicationOfUser(
  db: Db,
  userId: number,
  listingId: number,
): Promise<ApplicationRecord | null> {
  const { rows } = await db.query<ApplicationRecord>(
    `${SELECT_WITH_LISTING} WHERE a.user_id = $1 AND a.listing_id = $2`,
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
): Promise<{ rows: ApplicationRecord[]; count: number }> {
  const [page, total] = await Promise.all([
    db.query<ApplicationRecord>(
      `${SELECT_WITH_LISTING} WHERE a.user_id = $1 ORDER BY a.updated_at DESC, a.id DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM applications WHERE user_id = $1', [userId]),
  ]);
  return { rows: page.rows, count: total.rows[0]?.n ?? 0 };
}

export interface Recipient {
  id: number;
  email: string;
  email_verified: boolean;
  first_name: string | null;
  last_name: string | null;
  lang: Lang;
}

export async function findUserRecipient(db: Db, userId: number): Promise<Recipient | null> {
  const { rows } = await db.query<Recipient>(
    'SELECT id, email, email_verified, first_name, last_name, lang FROM users WHERE id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

/**
 * Who is told about an application: the organisation's admins, but not those who turned these mails off,
 * for every organisation (notification preferences) or for this one (its org unsubscribe link).
 */
export async function findOrgAdminRecipients(db: Db, orgId: number): Promise<Recipient[]> {
  const { rows } = await db.query<Recipient>(
    `SELECT u.id, u.email, u.email_verified, u.first_name, u.last_name, u.lang
       FROM org_admins oa JOIN users u ON u.id = oa.user_id
      WHERE oa.org_id = $1 AND ${emailEnabledSql('u.id', 'APPLICATIONS_RECEIVED')}
        AND ${orgEmailEnabledSql('u.id', 'oa.org_id', 'APPLICATIONS_RECEIVED')} ORDER BY u.id`,
    [orgId],
  );
  return rows;
}

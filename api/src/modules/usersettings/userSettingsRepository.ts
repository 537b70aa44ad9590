import type { EmailPreferenceKind } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';

export interface EmailPreferenceRow {
  kind: EmailPreferenceKind;
  enabled: boolean;
}

export interface PublicProfileRow {
  username: string | null;
  published: boolean;
}

/** The kinds the user changed (the others are on). */
export async function findEmailPreferenceRows(db: Db, userId: number): Promise<EmailPreferenceRow[]> {
  const { rows } = await db.query<EmailPreferenceRow>(
    'SELECT kind, enabled FROM user_email_preferences WHERE user_id = $1',
    [userId],
  );
  return rows;
}

export async function upsertEmailPreferences(
  db: Db,
  userId: number,
  preferences: readonly EmailPreferenceRow[],
): Promise<void> {
  await db.query(
    `INSERT INTO user_email_preferences (user_id, kind, enabled)
     SELECT $1, kind, enabled FROM unnest($2::text[], $3::boolean[]) AS p(kind, enabled)
     ON CONFLICT (user_id, kind) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
    [userId, preferences.map((p) => p.kind), preferences.map((p) => p.enabled)],
  );
}

/** Those of the users who get this kind of mail (on unless turned off), for the modules choosing whom to mail. */
export async function usersWithEmailEnabled(
  db: Db,
  userIds: readonly number[],
  kind: EmailPreferenceKind,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT user_id FROM user_email_preferences WHERE user_id = ANY ($1::int[]) AND kind = $2 AND NOT enabled',
    [userIds, kind],
  );
  const off = new Set(rows.map((r) => r.user_id));
  return new Set(userIds.filter((id) => !off.has(id)));
}

/** Whether the user gets this kind of mail (on unless turned off); for the modules that send mail. */
export async function isEmailEnabled(db: Db, userId: number, kind: EmailPreferenceKind): Promise<boolean> {
  const { rows } = await db.query<{ enabled: boolean }>(
    'SELECT enabled FROM user_email_preferences WHERE user_id = $1 AND kind = $2',
    [userId, kind],
  );
  return rows[0]?.enabled ?? true;
}

export async function findPublicProfileRow(db: Db, userId: number): Promise<PublicProfileRow | null> {
  const { rows } = await db.query<PublicProfileRow>(
    'SELECT username, published FROM user_public_profiles WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

/** Turns the profile feature on (idempotent). */
export async function enablePublicProfile(db: Db, userId: number): Promise<void> {
  await db.query('INSERT INTO user_public_profiles (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [
    userId,
  ]);
}

/** Saves username and published; false when another user holds the username (the unique index says so). */
export async function savePublicProfile(db: Db, userId: number, profile: PublicProfileRow): Promise<boolean> {
  const { rows } = await db
    .query<{ user_id: number }>(
      `INSERT INTO user_public_profiles AS p (user_id, username, published) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET username = EXCLUDED.username, published = EXCLUDED.published,
       updated_at = now()
     RETURNING user_id`,
      [userId, profile.username, profile.published],
    )
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') return { rows: [] };
      throw error;
    });
  return rows.length > 0;
}

export interface PublishedProfileRow {
  user_id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  name: string;
  created_at: Date | string;
  skills: string[] | null;
  user_location: { text: string | null; isRemote?: boolean } | null;
}

/** A published profile by username (any case); null when unknown or not published. */
export async function findPublishedProfile(db: Db, username: string): Promise<PublishedProfileRow | null> {
  const { rows } = await db.query<PublishedProfileRow>(
    `SELECT u.id AS user_id, pp.username, u.first_name, u.last_name, u.name, u.created_at, ap.skills,
            ap.user_location
       FROM user_public_profiles pp
       JOIN users u ON u.id = pp.user_id
       LEFT JOIN applicant_profiles ap ON ap.user_id = u.id
      WHERE pp.username = lower($1) AND pp.published`,
    [username],
  );
  return rows[0] ?? null;
}

export interface PublicWorkHistoryRow {
  title: string;
  organization: string;
  start_month: string;
  end_month: string | null;
  current: boolean;
  description: string;
}

export async function findWorkHistoryOfUser(db: Db, userId: number): Promise<PublicWorkHistoryRow[]> {
  const { rows } = await db.query<PublicWorkHistoryRow>(
    `SELECT title, organization, start_month, end_month, current, description FROM work_history_jobs
      WHERE user_id = $1 ORDER BY current DESC, start_month DESC, id DESC`,
    [userId],
  );
  return rows;
}

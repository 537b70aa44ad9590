import type { ApplicationRating, ApplicationStage, Lang } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import type { ApplicationRow } from './applicationRepository';

// The applicant pipeline's reads and writes (migration application_pipeline): the stage and rating of the
// applications table, and the admins' notes (application_notes). The applicant's name and address are read
// from the users table (the accounts module writes it).

/** An application as its organisation's admins see it: with its applicant and how many notes it has. */
export interface OrgApplicationRow extends ApplicationRow {
  user_id: number;
  applicant_email: string;
  applicant_first_name: string | null;
  applicant_last_name: string | null;
  applicant_lang: Lang;
  note_count: number;
}

const ORG_COLUMNS = `a.id, a.user_id, a.listing_id, a.kind, a.status, a.stage, a.rating, a.cover_letter, a.answers,
  a.profile, a.resume_file_id, a.created_at, a.updated_at,
  u.email AS applicant_email, u.first_name AS applicant_first_name, u.last_name AS applicant_last_name,
  u.lang AS applicant_lang,
  (SELECT count(*)::int FROM application_notes n WHERE n.application_id = a.id) AS note_count`;
const ORG_FROM = 'applications a JOIN users u ON u.id = a.user_id';

/** Ids are int4: a larger one names no application (and would make PostgreSQL fail). */
const MAX_ID = 2_147_483_647;

export interface ApplicationFilters {
  stage?: ApplicationStage | undefined;
  rating?: ApplicationRating | 'UNRATED' | undefined;
  /** UTC days, both included. */
  appliedFrom?: string | undefined;
  appliedTo?: string | undefined;
}

/** One page of a listing's applications matching the filters, oldest first (the order they came in), and how many match. */
export async function findListingApplicationsPage(
  db: Db,
  listingId: number,
  filters: ApplicationFilters,
  limit: number,
  offset: number,
): Promise<{ rows: OrgApplicationRow[]; count: number }> {
  const where = ['a.listing_id = $1'];
  const values: unknown[] = [listingId];
  const add = (sql: (n: string) => string, value: unknown) => {
    values.push(value);
    where.push(sql(`$${values.length}`));
  };
  if (filters.stage) add((n) => `a.stage = ${n}`, filters.stage);
  if (filters.rating === 'UNRATED') where.push('a.rating IS NULL');
  else if (filters.rating) add((n) => `a.rating = ${n}`, filters.rating);
  if (filters.appliedFrom)
    add((n) => `a.created_at >= ${n}::date::timestamp AT TIME ZONE 'UTC'`, filters.appliedFrom);
  if (filters.appliedTo)
    add((n) => `a.created_at < (${n}::date + 1)::timestamp AT TIME ZONE 'UTC'`, filters.appliedTo);
  const condition = where.join(' AND ');
  const [page, total] = await Promise.all([
    db.query<OrgApplicationRow>(
      `SELECT ${ORG_COLUMNS} FROM ${ORG_FROM} WHERE ${condition}
        ORDER BY a.created_at, a.id LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      [...values, limit, offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM applications a WHERE ${condition}`, values),
  ]);
  return { rows: page.rows, count: total.rows[0]?.n ?? 0 };
}

/** How many applications to the listing are at each stage (stages with none left out). */
export async function countStages(db: Db, listingId: number): Promise<Map<ApplicationStage, number>> {
  const { rows } = await db.query<{ stage: ApplicationStage; n: number }>(
    'SELECT stage, count(*)::int AS n FROM applications WHERE listing_id = $1 GROUP BY stage',
    [listingId],
  );
  return new Map(rows.map((r) => [r.stage, r.n]));
}

/** One application with its applicant; `lock`: held until the caller's transaction ends (a change reads, checks, writes). */
export async function findOrgApplication(
  db: Db,
  id: number,
  { lock = false } = {},
): Promise<OrgApplicationRow | null> {
  if (id > MAX_ID) return null;
  const { rows } = await db.query<OrgApplicationRow>(
    `SELECT ${ORG_COLUMNS} FROM ${ORG_FROM} WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** These applications to the listing, locked until the caller's transaction ends (ids of others left out). */
export async function lockListingApplications(
  db: Db,
  listingId: number,
  ids: readonly number[],
): Promise<OrgApplicationRow[]> {
  ids = ids.filter((id) => id <= MAX_ID);
  const { rows } = await db.query<OrgApplicationRow>(
    `SELECT ${ORG_COLUMNS} FROM ${ORG_FROM} WHERE a.listing_id = $1 AND a.id = ANY ($2::int[])
      ORDER BY a.id FOR UPDATE OF a`,
    [listingId, ids],
  );
  return rows;
}

export async function setStage(db: Db, ids: readonly number[], stage: ApplicationStage): Promise<void> {
  await db.query('UPDATE applications SET stage = $2 WHERE id = ANY ($1::int[])', [ids, stage]);
}

export async function setRating(db: Db, id: number, rating: ApplicationRating | null): Promise<void> {
  await db.query('UPDATE applications SET rating = $2 WHERE id = $1', [id, rating]);
}

export interface NoteRow {
  id: number;
  author_id: number | null;
  author_email: string | null;
  author_first_name: string | null;
  author_last_name: string | null;
  body: string;
  created_at: Date | string;
}

const NOTE_COLUMNS = `n.id, n.author_id, u.email AS author_email, u.first_name AS author_first_name,
  u.last_name AS author_last_name, n.body, n.created_at`;

export async function insertNote(
  db: Db,
  applicationId: number,
  authorId: number,
  body: string,
): Promise<NoteRow> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO application_notes (application_id, author_id, body) VALUES ($1, $2, $3) RETURNING id',
    [applicationId, authorId, body],
  );
  const { rows: notes } = await db.query<NoteRow>(
    `SELECT ${NOTE_COLUMNS} FROM application_notes n LEFT JOIN users u ON u.id = n.author_id WHERE n.id = $1`,
    [rows[0]!.id],
  );
  return notes[0]!;
}

/** The application's notes, oldest first. */
export async function findNotes(db: Db, applicationId: number): Promise<NoteRow[]> {
  const { rows } = await db.query<NoteRow>(
    `SELECT ${NOTE_COLUMNS} FROM application_notes n LEFT JOIN users u ON u.id = n.author_id
      WHERE n.application_id = $1 ORDER BY n.created_at, n.id`,
    [applicationId],
  );
  return rows;
}

import type { LocationSelection, SavingSearchStatus, SearchType } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { MAX_ID } from '../../platform/db/sql';
import { SWITCHED_ON_WATERMARK } from './alertRepository';

export interface SavedSearchRow {
  id: number;
  user_id: number;
  text: string;
  filters: Record<string, string[]>;
  location: LocationSelection | null;
  place_id: string | null;
  search_type: SearchType;
  radius: string;
  name: string;
  notify_by_email: boolean;
  created_at: Date | string;
  alerted_until: Date | string;
}

export interface NewSavedSearch {
  text: string;
  filters: Record<string, string[]>;
  location: LocationSelection | null;
  placeId: string | null;
  searchType: SearchType;
  radius: string;
  name: string;
}

const COLUMNS =
  'id, user_id, text, filters, location, place_id, search_type, radius, name, notify_by_email, created_at, alerted_until';

export async function countSavedSearches(db: Db, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** A page of the user's saved searches, newest first. */
export async function findSavedSearchesOfUser(
  db: Db,
  userId: number,
  window: { limit: number; offset: number },
): Promise<SavedSearchRow[]> {
  const { rows } = await db.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, window.limit, window.offset],
  );
  return rows;
}

/** The saved search with this id, whoever owns it (the caller checks the owner). */
export async function findSavedSearch(db: Db, id: number, lock = false): Promise<SavedSearchRow | null> {
  if (id > MAX_ID) return null;
  const { rows } = await db.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_searches WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function insertSavedSearch(db: Db, userId: number, s: NewSavedSearch): Promise<SavedSearchRow> {
  const { rows } = await db.query<SavedSearchRow>(
    `INSERT INTO saved_searches (user_id, text, filters, location, search_type, radius, name, place_id)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [
      userId,
      s.text,
      JSON.stringify(s.filters),
      s.location === null ? null : JSON.stringify(s.location),
      s.searchType,
      s.radius,
      s.name,
      s.placeId,
    ],
  );
  return rows[0]!;
}

export async function updateSavedSearchRow(
  db: Db,
  id: number,
  change: { name?: string; notifyByEmail?: boolean },
): Promise<SavedSearchRow> {
  // Switching an alert on starts its window now: the first mail lists only listings published since.
  const { rows } = await db.query<SavedSearchRow>(
    `UPDATE saved_searches
        SET name = coalesce($2, name),
            alerted_until = CASE WHEN $3::boolean AND NOT notify_by_email THEN ${SWITCHED_ON_WATERMARK} ELSE alerted_until END,
            notify_by_email = coalesce($3, notify_by_email)
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, change.name ?? null, change.notifyByEmail ?? null],
  );
  if (!rows[0]) throw new Error(`saved search ${id} vanished during its update`);
  return rows[0];
}

export async function deleteSavedSearchRow(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM saved_searches WHERE id = $1', [id]);
}

export async function setSavingSearchStatus(
  db: Db,
  userId: number,
  status: SavingSearchStatus,
): Promise<void> {
  await db.query(
    `INSERT INTO saving_search_statuses (user_id, status) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET status = EXCLUDED.status, updated_at = now()`,
    [userId, status],
  );
}

/** What the User answer says about saved searches: their ids (newest first) and the saving status. */
export async function findSavedSearchSummary(
  db: Db,
  userId: number,
): Promise<{ ids: number[]; status: SavingSearchStatus | null }> {
  const { rows } = await db.query<{ ids: number[] | null; status: SavingSearchStatus | null }>(
    `SELECT (SELECT array_agg(id ORDER BY created_at DESC, id DESC) FROM saved_searches WHERE user_id = $1) AS ids,
            (SELECT status FROM saving_search_statuses WHERE user_id = $1) AS status`,
    [userId],
  );
  return { ids: rows[0]?.ids ?? [], status: rows[0]?.status ?? null };
}

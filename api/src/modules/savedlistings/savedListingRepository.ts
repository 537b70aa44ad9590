import type { ListingType, SavedListingRef } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { MAX_ID } from '../../platform/db/sql';
import { LISTING_FROM, LISTING_SELECT, type ListingRecord } from '../listings/listingRows';

export interface SavedRow {
  listing_id: number;
  listing_type: ListingType;
  saved_at: Date | string;
}

/** Saves (once): answers the row and whether it is new. */
export async function insertSavedListing(
  db: Db,
  userId: number,
  listingId: number,
): Promise<{ savedAt: Date | string; created: boolean }> {
  const { rows } = await db.query<{ saved_at: Date | string }>(
    `INSERT INTO saved_listings (user_id, listing_id) VALUES ($1, $2)
     ON CONFLICT (user_id, listing_id) DO NOTHING RETURNING saved_at`,
    [userId, listingId],
  );
  if (rows[0]) return { savedAt: rows[0].saved_at, created: true };
  const { rows: existing } = await db.query<{ saved_at: Date | string }>(
    'SELECT saved_at FROM saved_listings WHERE user_id = $1 AND listing_id = $2',
    [userId, listingId],
  );
  return { savedAt: existing[0]!.saved_at, created: false };
}

/** Unsaves the user's listing of that type and id; false when it was not saved. */
export async function deleteSavedListing(
  db: Db,
  userId: number,
  type: ListingType,
  listingId: number,
): Promise<boolean> {
  if (listingId > MAX_ID) return false;
  const { rows } = await db.query<{ listing_id: number }>(
    `DELETE FROM saved_listings s USING listings l
      WHERE s.user_id = $1 AND s.listing_id = $2 AND l.id = s.listing_id AND l.listing_type = $3
      RETURNING s.listing_id`,
    [userId, listingId, type],
  );
  return rows.length > 0;
}

/** Every listing the user saved, as { id, type } (the User's `savedListings`), newest saved first. */
export async function findSavedListingRefs(db: Db, userId: number): Promise<SavedListingRef[]> {
  const { rows } = await db.query<{ id: number; type: ListingType }>(
    `SELECT l.id, l.listing_type AS type FROM saved_listings s JOIN listings l ON l.id = s.listing_id
      WHERE s.user_id = $1 ORDER BY s.saved_at DESC, s.listing_id DESC`,
    [userId],
  );
  return rows;
}

export type SavedListingRecord = ListingRecord & { saved_at: Date | string };

/** One page of the user's saved listings (of one type, or all), newest saved first, and the total. */
export async function findSavedListingsPage(
  db: Db,
  userId: number,
  type: ListingType | null,
  limit: number,
  offset: number,
): Promise<{ rows: SavedListingRecord[]; count: number }> {
  const where = 's.user_id = $1 AND ($2::text IS NULL OR l.listing_type = $2)';
  const [page, total] = await Promise.all([
    db.query<SavedListingRecord>(
      `SELECT ${LISTING_SELECT}, s.saved_at FROM ${LISTING_FROM} JOIN saved_listings s ON s.listing_id = l.id
        WHERE ${where} ORDER BY s.saved_at DESC, s.listing_id DESC LIMIT $3 OFFSET $4`,
      [userId, type, limit, offset],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM saved_listings s JOIN listings l ON l.id = s.listing_id WHERE ${where}`,
      [userId, type],
    ),
  ]);
  return { rows: page.rows, count: total.rows[0]?.n ?? 0 };
}

/** The User's `savedListings` as a column of a query over `users u` (accounts' user select). */
export const SAVED_LISTING_REFS_COLUMN = `(
  SELECT coalesce(json_agg(json_build_object('id', s.listing_id, 'type', sl.listing_type)
                           ORDER BY s.saved_at DESC, s.listing_id DESC), '[]')
    FROM saved_listings s JOIN listings sl ON sl.id = s.listing_id WHERE s.user_id = u.id) AS saved_listings`;
export type { SavedListingRef };

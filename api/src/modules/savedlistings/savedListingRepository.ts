import type { Db } from '../../platform/db/db';
import { MAX_ID } from '../../platform/db/sql';

// The saved_listings table (20261121002100_saved_listings.sql): which listings a user saved, and when. What a listing is
// (its type, its summary, whether the public may see it) is the listings module's to say.

export interface SavedRow {
  listing_id: number;
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

/** Unsaves the user's listing; false when it was not saved. */
export async function deleteSavedListing(db: Db, userId: number, listingId: number): Promise<boolean> {
  if (listingId > MAX_ID) return false;
  const { rows } = await db.query<{ listing_id: number }>(
    'DELETE FROM saved_listings WHERE user_id = $1 AND listing_id = $2 RETURNING listing_id',
    [userId, listingId],
  );
  return rows.length > 0;
}

/** Every listing the user saved, newest saved first. */
export async function findSavedRows(db: Db, userId: number): Promise<SavedRow[]> {
  const { rows } = await db.query<SavedRow>(
    `SELECT listing_id, saved_at FROM saved_listings WHERE user_id = $1
      ORDER BY saved_at DESC, listing_id DESC`,
    [userId],
  );
  return rows;
}

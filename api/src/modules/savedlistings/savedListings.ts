import {
  SAVED_LISTINGS_PAGE_SIZE,
  type ListingType,
  type SavedListing,
  type SavedListingsAnswer,
} from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { isoDate } from '../../platform/db/isoDate';
import { isPublic, presentListingSummary } from '../listings/listingPresenter';
import { findListingById } from '../listings/listingRepository';
import { deleteSavedListing, findSavedListingsPage, insertSavedListing } from './savedListingRepository';

/**
 * Saves a listing for the signed-in user (only ever their own list: the user comes from the session).
 * Idempotent; an unknown listing, one of another type, or one the public may not see is not found.
 */
export async function saveListing(
  db: Db,
  userId: number,
  type: ListingType,
  id: number,
): Promise<{ savedListing: SavedListing; created: boolean }> {
  const listing = await findListingById(db, id);
  if (!listing || listing.listing_type !== type || !isPublic(listing))
    throw new NotFoundError({ id: 'No published listing of this type with this id' });
  const { savedAt, created } = await insertSavedListing(db, userId, id);
  return { savedListing: { id, type, savedAt: isoDate(savedAt) }, created };
}

/** Unsaves; not found when it was not saved (the client then keeps its optimistic unsave, spec §4). */
export async function unsaveListing(db: Db, userId: number, type: ListingType, id: number): Promise<void> {
  if (!(await deleteSavedListing(db, userId, type, id)))
    throw new NotFoundError({ id: 'This listing is not saved' });
}

/** One page of the user's saved listings, newest saved first; a listing no longer public says so. */
export async function listSavedListings(
  db: Db,
  userId: number,
  type: ListingType | null,
  page: number,
): Promise<SavedListingsAnswer> {
  const size = SAVED_LISTINGS_PAGE_SIZE;
  const { rows, count } = await findSavedListingsPage(db, userId, type, size, (page - 1) * size);
  return {
    savedListings: rows.map((row) => ({
      id: row.id,
      type: row.listing_type,
      savedAt: isoDate(row.saved_at),
      listing: presentListingSummary(row),
      published: isPublic(row),
    })),
    count,
    pageCount: Math.ceil(count / size),
  };
}

import {
  SAVED_LISTINGS_PAGE_SIZE,
  type ListingType,
  type SavedListing,
  type SavedListingRef,
  type SavedListingsAnswer,
} from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { isoDate } from '../../platform/db/isoDate';
import {
  findListingById,
  findListingRefs,
  findListingsByIds,
  isPublic,
  presentListingSummary,
} from '../listings';
import { deleteSavedListing, findSavedRows, insertSavedListing } from './savedListingRepository';

/**
 * Saves a listing for the signed-in user (only ever their own list: the user comes from the session).
 * Idempotent; an unknown listing, one of another type, or one whose page the public may not see is not
 * found (docs/product/listings.md "Listing lifecycle": an expired listing's page is still public, so it
 * may be saved).
 */
export async function saveListing(
  db: Db,
  userId: number,
  type: ListingType,
  id: number,
  now = new Date(),
): Promise<{ savedListing: SavedListing; created: boolean }> {
  const listing = await findListingById(db, id);
  if (!listing || listing.listing_type !== type || !isPublic(listing, now))
    throw new NotFoundError({ id: 'No published listing of this type with this id' });
  const { savedAt, created } = await insertSavedListing(db, userId, id);
  return { savedListing: { id, type, savedAt: isoDate(savedAt) }, created };
}

/**
 * Unsaves; not found when it was not saved, or the listing is of another type (the client then keeps its
 * optimistic unsave, docs/product/listings.md#saved-listings).
 */
export async function unsaveListing(db: Db, userId: number, type: ListingType, id: number): Promise<void> {
  const [ref] = await findListingRefs(db, [id]);
  if (!ref || ref.type !== type || !(await deleteSavedListing(db, userId, id)))
    throw new NotFoundError({ id: 'This listing is not saved' });
}

/** The user's saved listings as { id, type }, newest saved first (a listing deleted since is left out). */
async function savedRefs(db: Db, userId: number) {
  const saved = await findSavedRows(db, userId);
  const refs = new Map(
    (
      await findListingRefs(
        db,
        saved.map((s) => s.listing_id),
      )
    ).map((r) => [r.id, r]),
  );
  return saved.flatMap((s) => {
    const ref = refs.get(s.listing_id);
    return ref ? [{ ...s, type: ref.type }] : [];
  });
}

/**
 * One page of the user's saved listings, newest saved first; a listing the public may no longer see says
 * so (`published: false`).
 */
export async function listSavedListings(
  db: Db,
  userId: number,
  type: ListingType | null,
  page: number,
  now = new Date(),
): Promise<SavedListingsAnswer> {
  const size = SAVED_LISTINGS_PAGE_SIZE;
  const all = (await savedRefs(db, userId)).filter((s) => type === null || s.type === type);
  const shown = all.slice((page - 1) * size, page * size);
  const listings = await findListingsByIds(
    db,
    shown.map((s) => s.listing_id),
  );
  const savedAt = new Map(shown.map((s) => [s.listing_id, s.saved_at]));
  return {
    savedListings: listings.map((row) => ({
      id: row.id,
      type: row.listing_type,
      savedAt: isoDate(savedAt.get(row.id)!),
      listing: presentListingSummary(row),
      published: isPublic(row, now),
    })),
    count: all.length,
    pageCount: Math.ceil(all.length / size),
  };
}

/** The User answer's `savedListings`: every saved listing as { id, type }, newest saved first. */
export async function savedListingRefs(db: Db, userId: number): Promise<SavedListingRef[]> {
  return (await savedRefs(db, userId)).map((s) => ({ id: s.listing_id, type: s.type }));
}

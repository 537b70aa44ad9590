import type { Db } from '../db/db';
import { LISTING_ROUTES, type ListingType } from '../domain/vocabulary';
import { notFound } from '../http/errors';
import { findListingById } from '../repositories/listingRepository';
import { presentListingDetail } from './present';

/** A listing of the given type; an id of another type is as absent as an unknown one. */
export async function getListing(db: Db, type: ListingType, id: number) {
  const row = await findListingById(db, id);
  if (!row || row.listing_type !== type)
    throw notFound({ id: `No ${LISTING_ROUTES[type].noun} with this id` });
  return presentListingDetail(row);
}

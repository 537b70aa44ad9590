import { SIMILAR_LISTINGS_MAX, type ListingSummary, type ListingType } from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { presentListingSummary } from './listingPresenter';
import { findListingById, findSimilarListings } from './listingRepository';

/** A listing's similar listings; 404 like its detail for an unknown id or one of another type. */
export async function similarListings(db: Db, type: ListingType, id: number): Promise<ListingSummary[]> {
  const target = await findListingById(db, id);
  if (!target || target.listing_type !== type)
    throw new NotFoundError({ id: 'No listing of this type with this id' });
  const rows = await findSimilarListings(db, target, SIMILAR_LISTINGS_MAX);
  return rows.map(presentListingSummary);
}

import type { ListingDetailOf } from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { presentListingDetail } from './listingPresenter';
import { findImportedListing, importSourceExists } from './listingRepository';

/**
 * A volunteer opportunity imported from a partner source, found by the source AND the source's own id:
 * an unknown source, or an id the source does not have, is 404 (never a listing of another source).
 */
export async function getImportedVolop(
  db: Db,
  source: string,
  volopId: string,
): Promise<ListingDetailOf<'VOLOP'>> {
  const row = await findImportedListing(db, source, volopId);
  if (!row || row.listing_type !== 'VOLOP') {
    if (!(await importSourceExists(db, source))) throw new NotFoundError({ source: 'No such source' });
    throw new NotFoundError({ volopId: 'No volunteer opportunity with this id from this source' });
  }
  return presentListingDetail(row) as ListingDetailOf<'VOLOP'>;
}

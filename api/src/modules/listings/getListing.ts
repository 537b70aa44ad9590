import type { ListingDetail, ListingDetailOf, ListingPreview, ListingType } from '@opengood/contracts';
import { GoneError, NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { dashboardStatusOf, isOrgDeleted, viewOf } from './listingLifecycle';
import { presentListingDetail } from './listingPresenter';
import type { ListingRecord } from './listingRows';
import { findListingById, findListingQuestions } from './listingRepository';

/** How a 404 names each type ("No volunteer opportunity with this id"). */
const NOUNS: Record<ListingType, string> = {
  JOB: 'job',
  INTERNSHIP: 'internship',
  VOLOP: 'volunteer opportunity',
  EVENT: 'event',
};

/**
 * The detail answer of a listing in `view`: the public page's (the lifecycle's view, getListing) or the
 * published one whatever the state (the admins' preview). One builder for both, so the preview is the
 * page as it will be.
 */
async function detailOf(
  db: Db,
  row: ListingRecord,
  now: Date | number,
  view: 'PUBLISHED' | 'UNPUBLISHED',
): Promise<ListingDetail> {
  const detail = presentListingDetail(row, now, view);
  // A job or internship may ask questions of its own (its application form's); only a shown one has them.
  if ((detail.type === 'JOB' || detail.type === 'INTERNSHIP') && view === 'PUBLISHED') {
    const questions = await findListingQuestions(db, row.id);
    if (questions.length > 0) detail.questions = questions;
  }
  return detail;
}

/**
 * A listing of the given type; an id of another type is as absent as an unknown one. A listing of a
 * deleted organisation is gone (410): its page shows nothing of it.
 */
export async function getListing<T extends ListingType>(
  db: Db,
  type: T,
  id: number,
  now: Date | number = Date.now(),
): Promise<ListingDetailOf<T>> {
  const row = await findListingById(db, id);
  if (!row || row.listing_type !== type) throw new NotFoundError({ id: `No ${NOUNS[type]} with this id` });
  if (isOrgDeleted(row.org_status)) throw new GoneError({ id: `This ${NOUNS[type]} was removed` });
  // The row is of type T (checked above), so its detail is one of T's two shapes.
  return (await detailOf(db, row, now, viewOf(row, now))) as ListingDetailOf<T>;
}

/**
 * The admins' preview (docs/product/organisations.md#posting-a-listing): the listing's page as the public
 * will see it once published, whatever its state (a draft included), and that state. A listing of another
 * organisation is as absent as an unknown one.
 */
export async function previewListing(
  db: Db,
  orgId: number,
  listingId: number,
  now: Date | number = Date.now(),
): Promise<ListingPreview> {
  const row = await findListingById(db, listingId);
  if (!row || row.org_id !== orgId || isOrgDeleted(row.org_status))
    throw new NotFoundError({ listingId: 'No listing with this id' });
  const listing = await detailOf(db, row, now, 'PUBLISHED');
  return { listing: listing as ListingPreview['listing'], status: dashboardStatusOf(row, now) };
}

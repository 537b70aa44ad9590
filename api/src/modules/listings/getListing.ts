import type { ListingDetailOf, ListingType } from '@opengood/contracts';
import { GoneError, NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { isOrgDeleted, isPublic } from './listingLifecycle';
import { presentListingDetail } from './listingPresenter';
import { findListingById, findListingQuestions } from './listingRepository';

/** How a 404 names each type ("No volunteer opportunity with this id"). */
const NOUNS: Record<ListingType, string> = {
  JOB: 'job',
  INTERNSHIP: 'internship',
  VOLOP: 'volunteer opportunity',
  EVENT: 'event',
};

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
  const detail = presentListingDetail(row, now);
  // A job or internship may ask questions of its own (its application form's); only a public one shows them.
  if ((detail.type === 'JOB' || detail.type === 'INTERNSHIP') && isPublic(row, now)) {
    const questions = await findListingQuestions(db, id);
    if (questions.length > 0) detail.questions = questions;
  }
  // The row is of type T (checked above), so its detail is one of T's two shapes.
  return detail as ListingDetailOf<T>;
}

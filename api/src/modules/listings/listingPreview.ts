import type { ListingPreview } from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { dashboardStatusOf, isOrgDeleted } from './listingLifecycle';
import { presentListingDetail } from './listingPresenter';
import { findListingById } from './listingRepository';

// MINIMAL preview handler (issue 18), written beside the listings page's preview so it could be tried in a
// browser before the posting helper's own lands: replace it with theirs when merging.

/**
 * The admins' preview (GET /data/orgdashboard/:orgId/listings/:listingId/preview): the published variant of
 * the listing's detail answer whatever its state (a draft is shown as its page will look once live), and the
 * state itself. Another organisation's listing, or one of a deleted organisation, is not found.
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
  // Presented as if it were live (and its organisation not frozen): what its page will show.
  const detail = presentListingDetail({ ...row, status: 'PUBLISHED', org_status: 'PUBLISHED' }, now);
  if (detail.type.startsWith('UNPUBLISHED_')) throw new Error('a live listing presented as unpublished');
  return { listing: detail as ListingPreview['listing'], status: dashboardStatusOf(row, now) };
}

import type { ListingPreview } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { HttpError, type HttpClient } from '@opengood/platform';
import type { ListingPreviewMatch } from '@opengood/routes';

/**
 * The admins' preview of one listing (GET /data/orgdashboard/:orgId/listings/:listingId/preview): the
 * published variant of its detail answer, whatever its state, and that state. A listing of another type
 * than the URL names (/admin/1/events/7/preview for job 7) is not that page: not found, as an unknown id.
 */
export async function loadPreview(
  http: HttpClient,
  match: ListingPreviewMatch,
  signal?: AbortSignal,
): Promise<ListingPreview> {
  const { data } = await http.call(
    routes.previewListing,
    { params: { orgId: match.orgId, listingId: match.id } },
    { signal },
  );
  if (data.listing.listingType !== match.type)
    throw new HttpError(404, '', { message: 'Not found', errors: {} });
  return data;
}

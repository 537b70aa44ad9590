import type { ListingType } from '@opengood/contracts';
import { pathSegments, safeDecode } from './path-segments';
import { orgDashboardPath } from './paths';

/**
 * The dashboard's word for each listing type in `/admin/{orgId}/{word}/{id}/…`
 * (docs/product/organisations.md#dashboard-routes).
 */
export const LISTING_ADMIN_SEGMENTS: Readonly<Record<ListingType, string>> = {
  JOB: 'jobs',
  INTERNSHIP: 'internships',
  VOLOP: 'volops',
  EVENT: 'events',
};

const TYPE_OF_SEGMENT = new Map(
  (Object.entries(LISTING_ADMIN_SEGMENTS) as Array<[ListingType, string]>).map(([type, word]) => [
    word,
    type,
  ]),
);

/** A listing's own dashboard page: `/admin/{orgId}/jobs/{id}/preview`, `…/edit`, `…/repost`. */
export function listingAdminPath(
  orgId: string | number,
  type: ListingType,
  id: string | number,
  sub: 'preview' | 'edit' | 'repost',
): string {
  return orgDashboardPath(orgId, `${LISTING_ADMIN_SEGMENTS[type]}/${encodeURIComponent(String(id))}/${sub}`);
}

export interface ListingPreviewMatch {
  orgId: string;
  type: ListingType;
  id: string;
}

/**
 * `/admin/{orgId}/{jobs|internships|volops|events}/{id}/preview`: the public page of a listing as it will
 * look, which the listing pages area renders (docs/architecture.md#who-owns-which-url). Ids are not checked
 * here: the area that owns the path answers not-found for one that cannot name a record.
 */
export function matchListingPreviewPath(pathname: string): ListingPreviewMatch | null {
  const segments = pathSegments(pathname);
  if (segments.length !== 5) return null;
  const [first, orgId, word, id, last] = segments as [string, string, string, string, string];
  const type = TYPE_OF_SEGMENT.get(word);
  if (first !== 'admin' || last !== 'preview' || !type) return null;
  return { orgId: safeDecode(orgId), type, id: safeDecode(id) };
}

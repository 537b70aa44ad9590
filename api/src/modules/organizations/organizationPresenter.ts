import type { ListingCounts, ListingSummary, OrgProfile, UnpublishedOrg } from '@opengood/contracts';
import { presentPlace } from '../places';
import type { OrgRecord } from './organizationRows';

export function presentUnpublishedOrg(row: OrgRecord): UnpublishedOrg {
  return {
    type: 'UNPUBLISHED_ORG',
    id: row.id,
    name: row.name,
    slug: row.slug,
    orgType: row.org_type,
    locale: row.locale,
  };
}

/** The fields every view of an organisation shares (public profile, admin dashboard). */
export function presentOrgProfileFields(row: OrgRecord) {
  const { type: _type, ...identity } = presentUnpublishedOrg(row);
  return {
    ...identity,
    description: row.description,
    website: row.website,
    location: presentPlace(row),
    areasOfFocus: row.areas_of_focus,
  } satisfies Omit<OrgProfile, 'type' | 'size' | 'listingCounts' | 'recentListings' | 'openListings'>;
}

export function presentOrgProfile(
  row: OrgRecord,
  listingCounts: ListingCounts,
  recentListings: ListingSummary[],
  openListings: OrgProfile['openListings'],
): OrgProfile {
  return {
    type: 'ORG',
    ...presentOrgProfileFields(row),
    size: row.size,
    listingCounts,
    recentListings,
    openListings,
  };
}

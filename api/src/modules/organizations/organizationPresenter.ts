import {
  DATA_ROUTES,
  routeUrl,
  type Lang,
  type ListingCounts,
  type ListingSummary,
  type OrgProfile,
  type UnpublishedOrg,
} from '@opengood/contracts';
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

/** The address of a logo by its file's public id (GET /data/website/org-logos/:id). */
export function orgLogoUrl(publicId: string): string;
export function orgLogoUrl(publicId: string | null): string | null;
export function orgLogoUrl(publicId: string | null): string | null {
  return publicId === null ? null : routeUrl(DATA_ROUTES.orgLogo, { id: publicId });
}

/**
 * The fields every view of an organisation shares (public profile, admin dashboard); its place in `lang`
 * (the page's), else in the organisation's own language.
 */
export function presentOrgProfileFields(row: OrgRecord, lang?: Lang) {
  const { type: _type, ...identity } = presentUnpublishedOrg(row);
  return {
    ...identity,
    description: row.description,
    logo: orgLogoUrl(row.logo_public_id),
    website: row.website,
    location: presentPlace(row, lang),
    areasOfFocus: row.areas_of_focus,
  } satisfies Omit<OrgProfile, 'type' | 'size' | 'listingCounts' | 'recentListings' | 'openListings'>;
}

export function presentOrgProfile(
  row: OrgRecord,
  listingCounts: ListingCounts,
  recentListings: ListingSummary[],
  openListings: OrgProfile['openListings'],
  lang?: Lang,
): OrgProfile {
  return {
    type: 'ORG',
    ...presentOrgProfileFields(row, lang),
    size: row.size,
    listingCounts,
    recentListings,
    openListings,
  };
}

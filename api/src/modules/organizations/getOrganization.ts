import {
  LISTING_TYPES,
  ORG_OPEN_LISTINGS_PER_TYPE,
  type Lang,
  type OrganizationDetail,
  type OrgProfile,
} from '@opengood/contracts';
import { GoneError, NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import {
  countListingsByType,
  openListingsOfOrg,
  presentListingSummary,
  recentListingsOfOrg,
} from '../listings';
import { presentOrgProfile, presentUnpublishedOrg } from './organizationPresenter';
import { isPublicOrg } from './organizationRows';
import { findOrgById, isDeletedOrg } from './organizationRepository';

/** How many of an organisation's newest listings its pages show. */
export const RECENT_LISTINGS = 10;

/**
 * The public profile: a frozen organisation shows only its name, with no listings. Its listings are its
 * open ones (docs/product/listings.md "Listing lifecycle"): counted by type, the newest, and the newest of
 * each type. A deleted organisation is gone (410), with nothing of it.
 */
export async function getOrganization(db: Db, id: number, lang?: Lang): Promise<OrganizationDetail> {
  const row = await findOrgById(db, id);
  if (!row) {
    if (await isDeletedOrg(db, id)) throw new GoneError({ id: 'This organization was deleted' });
    throw new NotFoundError({ id: 'No organization with this id' });
  }
  if (!isPublicOrg(row)) return presentUnpublishedOrg(row);
  const [listingCounts, recent, open] = await Promise.all([
    countListingsByType(db, id, 'open'),
    recentListingsOfOrg(db, id, RECENT_LISTINGS, 'open'),
    openListingsOfOrg(db, id, ORG_OPEN_LISTINGS_PER_TYPE),
  ]);
  const openListings = Object.fromEntries(
    LISTING_TYPES.map((t) => [t, []]),
  ) as unknown as OrgProfile['openListings'];
  for (const listing of open) openListings[listing.listing_type].push(presentListingSummary(listing));
  return presentOrgProfile(row, listingCounts, recent.map(presentListingSummary), openListings, lang);
}

import type { Db } from '../db/db';
import { notFound } from '../http/errors';
import { countListingsByType, recentListingsOfOrg } from '../repositories/listingRepository';
import { findOrgById } from '../repositories/organizationRepository';
import { presentListingSummary, presentOrg } from './present';

const RECENT_LISTINGS = 10;

/** The public profile: a frozen organisation shows only its name, with no listings. */
export async function getOrganization(db: Db, id: number) {
  const row = await findOrgById(db, id);
  if (!row) throw notFound({ id: 'No organization with this id' });
  const org = presentOrg(row, true);
  if (org.type === 'UNPUBLISHED_ORG') return org;
  const [listingCounts, recent] = await Promise.all([
    countListingsByType(db, id, true),
    recentListingsOfOrg(db, id, RECENT_LISTINGS, true),
  ]);
  return { ...org, listingCounts, recentListings: recent.map(presentListingSummary) };
}

/** The admin's view: every listing whatever its status, and the organisation even when frozen. */
export async function getOrgDashboard(db: Db, id: number) {
  const row = await findOrgById(db, id);
  if (!row) throw notFound({ orgId: 'No organization with this id' });
  const [listingCounts, recent] = await Promise.all([
    countListingsByType(db, id, false),
    recentListingsOfOrg(db, id, RECENT_LISTINGS, false),
  ]);
  return {
    org: presentOrg(row, false),
    listingCounts,
    recentListings: recent.map((listing) => ({ ...presentListingSummary(listing), status: listing.status })),
  };
}

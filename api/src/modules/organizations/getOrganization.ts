import type { OrganizationDetail } from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { presentListingSummary } from '../listings/listingPresenter';
import { countListingsByType, recentListingsOfOrg } from '../listings/listingRepository';
import { presentOrgProfile, presentUnpublishedOrg } from './organizationPresenter';
import { findOrgById } from './organizationRepository';

/** How many of an organisation's newest listings its pages show. */
export const RECENT_LISTINGS = 10;

/** The public profile: a frozen organisation shows only its name, with no listings. */
export async function getOrganization(db: Db, id: number): Promise<OrganizationDetail> {
  const row = await findOrgById(db, id);
  if (!row) throw new NotFoundError({ id: 'No organization with this id' });
  if (row.status !== 'PUBLISHED') return presentUnpublishedOrg(row);
  const [listingCounts, recent] = await Promise.all([
    countListingsByType(db, id, true),
    recentListingsOfOrg(db, id, RECENT_LISTINGS, true),
  ]);
  return presentOrgProfile(row, listingCounts, recent.map(presentListingSummary));
}

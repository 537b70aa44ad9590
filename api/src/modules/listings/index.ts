// The listings module's public face. It owns the listings (and their questions and import sources) and
// their lifecycle (listingLifecycle.ts): every other module reads listings through these functions, and
// asks the lifecycle whether a listing is public or open rather than reading its status.
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { listingRoutes } from './listingRoutes';

export const listingsModule = defineModule<{ db: Db }>({
  name: 'listings',
  routes: ({ db }) => listingRoutes(db),
});

export {
  allowedTransitions,
  canTransition,
  dashboardStatusOf,
  defaultExpiry,
  isOpen,
  isOpenForApplications,
  isOrgDeleted,
  isOrgFrozen,
  isOrgStatus,
  liveOrgSql,
  DELETED_ORG,
  isOrgPublic,
  isPublic,
  LISTING_STATES,
  openListingSql,
  openSearchRowSql,
  publicListingSql,
  publicOrgSql,
  statusOf,
  transition,
  TRANSITIONS,
  viewOf,
  type LifecycleFacts,
  type ListingState,
  type ListingTransition,
  type StoredOrgStatus,
  type StoredChange,
} from './listingLifecycle';
export { presentDashboardListing, presentListingDetail, presentListingSummary } from './listingPresenter';
export {
  closeListingsOfOrg,
  countListingsByType,
  findListingById,
  findListingQuestions,
  findListingRefs,
  findListingsByIds,
  findOpenListingChunks,
  findOpenListingEntries,
  findOrgIdsOfListings,
  openListingsOfOrg,
  publicJobSalariesSql,
  recentListingsOfOrg,
  type ListingRef,
  type OrgListings,
} from './listingRepository';
export type { ListingRecord } from './listingRows';
export { seedListingQuestions } from './seedListingQuestions';

// The listings module's public face. It owns the listings (and their questions and import sources) and
// their lifecycle (listingLifecycle.ts): every other module reads listings through these functions, and
// asks the lifecycle whether a listing is public or open rather than reading its status.
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { registerExpiryJob } from './listingExpiry';
import { listingRoutes } from './listingRoutes';
import { postingRoutes } from './postingRoutes';

export interface ListingsDeps {
  db: Db;
  /** When the expiry job runs (cron, or 'off'); undefined: never on its own (tests send it). */
  expirySchedule: string | undefined;
}

export const listingsModule = defineModule<ListingsDeps>({
  name: 'listings',
  routes: ({ db }) => [listingRoutes(db), postingRoutes(db)],
  jobs: (queue, { db, expirySchedule }) => registerExpiryJob(queue, db, expirySchedule),
});

export {
  allowedTransitions,
  canTransition,
  dashboardStatusOf,
  defaultExpiry,
  isOpen,
  isOpenForApplications,
  isEditable,
  isOrgDeleted,
  isOrgFrozen,
  isOrgStatus,
  liveOrgSql,
  DELETED_ORG,
  isOrgPublic,
  isPublic,
  LISTING_STATES,
  openListingSql,
  needsPayment,
  openSearchRowSql,
  PAID_TYPES,
  TransitionRefused,
  unrecordedExpirySql,
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
export { expireListings, LISTING_EXPIRY_JOB, LISTING_EXPIRY_SCHEDULE } from './listingExpiry';
export {
  closeListing,
  createDraft,
  getOrgListing,
  listOrgListings,
  publishListing,
  updateDraft,
} from './posting';
export { presentDashboardListing, presentListingDetail, presentListingSummary } from './listingPresenter';
export {
  closeListingsOfOrg,
  countListingsByType,
  findListingById,
  findListingQuestions,
  findListingRefs,
  findListingsLiveSince,
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

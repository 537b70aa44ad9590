// The listings module's public face. It owns the listings (and their questions and import sources) and
// their lifecycle (listingLifecycle.ts): every other module reads listings through these functions, and
// asks the lifecycle whether a listing is public or open rather than reading its status.
import type { Db } from '../../platform/db/db';
import type { SearchIndexing } from '../../platform/indexing';
import type { JobQueue } from '../../platform/jobs';
import { defineModule } from '../../platform/modules';
import { registerIndexingJob } from './indexingNotices';
import { registerExpiryJob } from './listingExpiry';
import { listingRoutes } from './listingRoutes';
import { postingRoutes } from './postingRoutes';

export interface ListingsDeps {
  db: Db;
  /** When the expiry job runs (cron, or 'off'); undefined: never on its own (tests send it). */
  expirySchedule: string | undefined;
  /**
   * The search-engine indexing port and the job queue its notices go through (indexingNotices.ts), with
   * the site's public address the notices name; none without accounts (unit tests): notices are only kept.
   */
  indexing?: {
    port: SearchIndexing;
    jobs: JobQueue;
    publicUrl: string;
    /** When the indexing job sweeps on its own (cron); undefined: only when woken or sent (tests). */
    schedule: string | undefined;
  };
}

export const listingsModule = defineModule<ListingsDeps>({
  name: 'listings',
  routes: ({ db, indexing }) => [listingRoutes(db), postingRoutes(db, indexing?.jobs)],
  jobs: (queue, { db, expirySchedule, indexing }) => {
    registerExpiryJob(queue, db, expirySchedule, indexing !== undefined);
    if (indexing)
      registerIndexingJob(queue, {
        db,
        indexing: indexing.port,
        publicUrl: indexing.publicUrl,
        schedule: indexing.schedule,
      });
  },
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
  publicListingUrl,
  SEARCH_INDEXING_JOB,
  SEARCH_INDEXING_SCHEDULE,
  sendIndexingNotices,
  wakeIndexing,
} from './indexingNotices';
export {
  closeListing,
  createDraft,
  getOrgListing,
  listOrgListings,
  publishListing,
  publishListingFree,
  repostListing,
  updateDraft,
} from './posting';
export { previewListing } from './getListing';
export {
  findAwaitingPayment,
  markListingsPaid,
  withdrawFromCart,
  type AwaitingListing,
} from './cartListings';
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

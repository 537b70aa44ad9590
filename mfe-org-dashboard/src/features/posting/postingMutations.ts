import type { ListingDraftRequest } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { ORG_DASHBOARD_AREA } from '../../area';

// An organisation's listings (docs/product/organisations.md#posting-a-listing): the draft saved as the admin
// types, and the lifecycle's acts. Each refreshes the listings table and the overview's counts; the
// editor keeps its own state (it is never reloaded under the admin's fingers).

// The listing's preview belongs to the listing pages' remote (mfe-listings, docs/architecture.md#who-owns-which-url),
// named by its area's name: a remote never imports another.
const preview = { area: 'mfe-listings', pages: ['preview'] };
const listingPages = [{ area: ORG_DASHBOARD_AREA, pages: ['listings', 'dashboard', 'listing'] }, preview];
const actPages = [
  { area: ORG_DASHBOARD_AREA, pages: ['listings', 'dashboard', 'listing-editor', 'listing'] },
  preview,
];
type ListingRef = { orgId: string; listingId: string };

export const createListingDraft = defineMutation({
  name: 'mfe-org-dashboard/createListingDraft',
  route: routes.createListingDraft,
  input: ({ orgId, draft }: { orgId: string; draft: ListingDraftRequest }) => ({
    params: { orgId },
    body: draft,
  }),
  refreshes: () => listingPages,
});

export const updateListingDraft = defineMutation({
  name: 'mfe-org-dashboard/updateListingDraft',
  route: routes.updateListingDraft,
  input: ({
    orgId,
    listingId,
    draft,
    version,
  }: ListingRef & { draft: ListingDraftRequest; version: number }) => ({
    params: { orgId, listingId },
    body: { ...draft, version },
  }),
  refreshes: () => listingPages,
});

export const publishListing = defineMutation({
  name: 'mfe-org-dashboard/publishListing',
  route: routes.publishListing,
  input: ({ orgId, listingId }: ListingRef) => ({ params: { orgId, listingId } }),
  refreshes: () => actPages,
});

export const closeListing = defineMutation({
  name: 'mfe-org-dashboard/closeListing',
  route: routes.closeListing,
  input: ({ orgId, listingId }: ListingRef) => ({ params: { orgId, listingId } }),
  refreshes: () => actPages,
});

export const repostListing = defineMutation({
  name: 'mfe-org-dashboard/repostListing',
  route: routes.repostListing,
  input: ({ orgId, listingId }: ListingRef) => ({ params: { orgId, listingId } }),
  refreshes: () => listingPages,
});

/** Staff: a job or internship waiting for payment goes live without it. */
export const publishListingFree = defineMutation({
  name: 'mfe-org-dashboard/publishListingFree',
  route: routes.publishListingFree,
  input: ({ orgId, listingId }: ListingRef) => ({ params: { orgId, listingId } }),
  refreshes: () => actPages,
});

import { Router } from 'express';
import {
  DATA_ROUTES,
  type OrgListingAnswer,
  type OrgListingsAnswer,
  type ListingPreview,
} from '@opengood/contracts';
import { accessGuard } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import type { JobQueue } from '../../platform/jobs';
import { previewListing } from './getListing';
import { wakeIndexing } from './indexingNotices';
import { isLive } from './listingLifecycle';
import {
  closeListing,
  createDraft,
  getOrgListing,
  listOrgListings,
  publishListing,
  publishListingFree,
  repostListing,
  updateDraft,
} from './posting';

/**
 * An organisation's listings as its admins post them (docs/product/organisations.md#posting-a-listing): who may
 * make each call is the route table's `access` ('orgAdmin'), checked by accessGuard alone.
 */
export function postingRoutes(db: Db, jobs?: JobQueue): Router {
  const router = Router();
  /** A change the public sees has committed: its search-engine notice goes out now (indexingNotices.ts). */
  const changed = () => wakeIndexing(jobs);

  const list = DATA_ROUTES.orgListings;
  router.get(list.path, accessGuard(list), async (req, res) => {
    const { orgId } = parseInput(list.params, req.params);
    const answer: OrgListingsAnswer = { data: await listOrgListings(db, orgId) };
    res.json(answer);
  });

  const create = DATA_ROUTES.createListingDraft;
  router.post(create.path, accessGuard(create), async (req, res) => {
    const { orgId } = parseInput(create.params, req.params);
    const input = parseInput(create.body, req.body);
    const answer: OrgListingAnswer = { data: await createDraft(db, orgId, input) };
    res.status(201).json(answer);
  });

  const one = DATA_ROUTES.orgListing;
  router.get(one.path, accessGuard(one), async (req, res) => {
    const { orgId, listingId } = parseInput(one.params, req.params);
    const answer: OrgListingAnswer = { data: await getOrgListing(db, orgId, listingId) };
    res.json(answer);
  });

  const update = DATA_ROUTES.updateListingDraft;
  router.put(update.path, accessGuard(update), async (req, res) => {
    const { orgId, listingId } = parseInput(update.params, req.params);
    const input = parseInput(update.body, req.body);
    const answer: OrgListingAnswer = { data: await updateDraft(db, orgId, listingId, input) };
    if (isLive(answer.data.status)) await changed();
    res.json(answer);
  });

  const publish = DATA_ROUTES.publishListing;
  router.post(publish.path, accessGuard(publish), async (req, res) => {
    const { orgId, listingId } = parseInput(publish.params, req.params);
    const answer: OrgListingAnswer = { data: await publishListing(db, orgId, listingId) };
    if (isLive(answer.data.status)) await changed();
    res.json(answer);
  });

  const close = DATA_ROUTES.closeListing;
  router.post(close.path, accessGuard(close), async (req, res) => {
    const { orgId, listingId } = parseInput(close.params, req.params);
    const answer: OrgListingAnswer = { data: await closeListing(db, orgId, listingId) };
    await changed();
    res.json(answer);
  });

  // Staff only (the route table's access): complimentary publication until billing lands.
  const free = DATA_ROUTES.publishListingFree;
  router.post(free.path, accessGuard(free), async (req, res) => {
    const { orgId, listingId } = parseInput(free.params, req.params);
    const answer: OrgListingAnswer = { data: await publishListingFree(db, orgId, listingId, req.user!.id) };
    await changed();
    res.json(answer);
  });

  const repost = DATA_ROUTES.repostListing;
  router.post(repost.path, accessGuard(repost), async (req, res) => {
    const { orgId, listingId } = parseInput(repost.params, req.params);
    const answer: OrgListingAnswer = { data: await repostListing(db, orgId, listingId) };
    res.status(201).json(answer);
  });

  const preview = DATA_ROUTES.previewListing;
  router.get(preview.path, accessGuard(preview), async (req, res) => {
    const { orgId, listingId } = parseInput(preview.params, req.params);
    const answer: { data: ListingPreview } = { data: await previewListing(db, orgId, listingId) };
    // A draft's text is its admins' until published: never kept by a cache on the way.
    res.set('Cache-Control', 'no-store');
    res.json(answer);
  });

  return router;
}

import { Router } from 'express';
import {
  DATA_ROUTES,
  type ListingPreview,
  type OrgListingAnswer,
  type OrgListingsAnswer,
} from '@opengood/contracts';
import { accessGuard } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import {
  closeListing,
  createDraft,
  getOrgListing,
  listOrgListings,
  publishListing,
  updateDraft,
} from './posting';
import { previewListing } from './listingPreview';

/**
 * An organisation's listings as its admins post them (docs/product/organisations.md#posting-a-listing): who may
 * make each call is the route table's `access` ('orgAdmin'), checked by accessGuard alone.
 */
export function postingRoutes(db: Db): Router {
  const router = Router();

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
    res.json(answer);
  });

  const publish = DATA_ROUTES.publishListing;
  router.post(publish.path, accessGuard(publish), async (req, res) => {
    const { orgId, listingId } = parseInput(publish.params, req.params);
    const answer: OrgListingAnswer = { data: await publishListing(db, orgId, listingId) };
    res.json(answer);
  });

  const close = DATA_ROUTES.closeListing;
  router.post(close.path, accessGuard(close), async (req, res) => {
    const { orgId, listingId } = parseInput(close.params, req.params);
    const answer: OrgListingAnswer = { data: await closeListing(db, orgId, listingId) };
    res.json(answer);
  });

  const preview = DATA_ROUTES.previewListing;
  router.get(preview.path, accessGuard(preview), async (req, res) => {
    const { orgId, listingId } = parseInput(preview.params, req.params);
    const answer: { data: ListingPreview } = { data: await previewListing(db, orgId, listingId) };
    res.set('Cache-Control', 'private, no-store').json(answer);
  });

  return router;
}

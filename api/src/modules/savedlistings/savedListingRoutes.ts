import { Router } from 'express';
import {
  DATA_ROUTES,
  type OkAnswer,
  type SaveListingAnswer,
  type SavedListingsAnswer,
} from '@opengood/contracts';
import { currentUser, requireUser } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { listSavedListings, saveListing, unsaveListing } from './savedListings';

/** The signed-in user's saved listings (docs/product/listings.md#saved-listings). */
export function savedListingRoutes(db: Db): Router {
  const router = Router();
  const { saveListing: save, unsaveListing: unsave, savedListings } = DATA_ROUTES;

  router.post(save.path, requireUser, async (req, res) => {
    const { id, type } = parseInput(save.body, req.body);
    const { savedListing, created } = await saveListing(db, currentUser(req).id, type, id);
    const answer: SaveListingAnswer = { savedListing };
    res.status(created ? 201 : 200).json(answer);
  });

  router.delete(unsave.path, requireUser, async (req, res) => {
    const { id, type } = parseInput(unsave.params, req.params);
    await unsaveListing(db, currentUser(req).id, type, id);
    const answer: OkAnswer = { ok: true };
    res.json(answer);
  });

  router.get(savedListings.path, requireUser, async (req, res) => {
    const { type, page } = parseInput(savedListings.query, req.query);
    const answer: SavedListingsAnswer = await listSavedListings(db, currentUser(req).id, type ?? null, page);
    res.set('Cache-Control', 'private, no-store').json(answer);
  });
  return router;
}

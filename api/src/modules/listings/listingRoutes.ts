import { Router } from 'express';
import {
  DATA_ROUTES,
  LISTING_DETAIL_ROUTES,
  LISTING_TYPES,
  type ListingDetailAnswer,
  type SimilarListingsAnswer,
} from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { getListing } from './getListing';
import { getImportedVolop } from './importedVolop';
import { similarListings } from './similarListings';

/**
 * GET /data/website/{jobs,internships,volops,events}/:id — public, a stub when unpublished; a listing's
 * similar listings; imported volunteer opportunities by source and the source's id.
 */
export function listingRoutes(db: Db): Router {
  const router = Router();
  for (const type of LISTING_TYPES) {
    const route = LISTING_DETAIL_ROUTES[type];
    router.get(route.path, async (req, res) => {
      const { id } = parseInput(route.params, req.params);
      const answer: ListingDetailAnswer = { data: await getListing(db, type, id) };
      res.json(answer);
    });
  }
  const similar = DATA_ROUTES.similarListings;
  router.get(similar.path, async (req, res) => {
    const { type, id } = parseInput(similar.params, req.params);
    const answer: SimilarListingsAnswer = { data: await similarListings(db, type, id) };
    res.json(answer);
  });
  const imported = DATA_ROUTES.importedVolop;
  router.get(imported.path, async (req, res) => {
    const { source, volopId } = parseInput(imported.params, req.params);
    const answer: ListingDetailAnswer = { data: await getImportedVolop(db, source, volopId) };
    res.json(answer);
  });
  return router;
}

import { Router } from 'express';
import { LISTING_DETAIL_ROUTES, LISTING_TYPES, type ListingDetailAnswer } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { getListing } from './getListing';

/** GET /data/website/{jobs,internships,volops,events}/:id — public, a stub when unpublished. */
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
  return router;
}

import { Router } from 'express';
import { DATA_ROUTES } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { placesRoutes } from '../places/placesRoutes';
import { search } from './search';

/**
 * GET /data/search/listings — listings of one type, or organisations (type=ORG). The location input's
 * geocoder (/data/places/*) is mounted here beside it until platform/app.ts lists placesRoutes itself.
 */
export function searchRoutes(db: Db): Router {
  const router = Router();
  router.use(placesRoutes());
  const route = DATA_ROUTES.search;
  router.get(route.path, async (req, res) => {
    const query = parseInput(route.query, req.query);
    res.json(await search(db, query));
  });
  return router;
}

import { Router } from 'express';
import { DATA_ROUTES } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { search } from './search';

/** GET /data/search/listings — listings of one type, or organisations (type=ORG). */
export function searchRoutes(db: Db): Router {
  const router = Router();
  const route = DATA_ROUTES.search;
  router.get(route.path, async (req, res) => {
    const query = parseInput(route.query, req.query);
    res.json(await search(db, query));
  });
  return router;
}

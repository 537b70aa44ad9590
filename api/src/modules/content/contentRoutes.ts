import { Router } from 'express';
import { DATA_ROUTES, type ContentAnswer } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { getContent } from './getContent';

/** GET /data/website/contents/{path} — Express 5 hands the wildcard over as its segments. */
export function contentRoutes(db: Db): Router {
  const router = Router();
  const route = DATA_ROUTES.content;
  router.get(route.path, async (req, res) => {
    const { path } = parseInput(route.params, req.params);
    const answer: ContentAnswer = { data: await getContent(db, path) };
    res.json(answer);
  });
  return router;
}

import { Router } from 'express';
import { DATA_ROUTES, type EnvironmentAnswer } from '@opengood/contracts';
import { getEnvironment } from './getEnvironment';

/** GET /data/environment — flat fields, no `data` envelope (spec §3). */
export function environmentRoutes(): Router {
  const router = Router();
  router.get(DATA_ROUTES.environment.path, (_req, res) => {
    const answer: EnvironmentAnswer = getEnvironment();
    res.json(answer);
  });
  return router;
}

import { Router } from 'express';

/** Spec §3 environment fields; cookie consent and A/B assignment are not tracked yet. */
export function environmentRoutes(): Router {
  const router = Router();
  router.get('/environment', (_req, res) => {
    res.json({ showAcceptCookies: true, guessedLocation: null, isUS: false, abExperiments: [] });
  });
  return router;
}

import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../db/db';
import { LISTING_ROUTES, LISTING_TYPES } from '../domain/vocabulary';
import { idParam } from '../http/schemas';
import { parseInput } from '../http/validation';
import { getContent } from '../useCases/getContent';
import { getListing } from '../useCases/getListing';
import { getOrganization } from '../useCases/getOrganization';

const idParams = z.object({ id: idParam });

export function websiteRoutes(db: Db): Router {
  const router = Router();

  for (const type of LISTING_TYPES) {
    router.get(`/website/${LISTING_ROUTES[type].segment}/:id`, async (req, res) => {
      const { id } = parseInput(idParams, req.params);
      res.json({ data: await getListing(db, type, id) });
    });
  }

  router.get('/website/organizations/:id', async (req, res) => {
    const { id } = parseInput(idParams, req.params);
    res.json({ data: await getOrganization(db, id) });
  });

  // Express 5 hands the wildcard over as its segments.
  router.get('/website/contents/{*path}', async (req, res) => {
    const segments = (req.params as { path?: string[] }).path ?? [];
    res.json({ data: await getContent(db, '/' + segments.join('/')) });
  });

  return router;
}

import { Router } from 'express';
import { DATA_ROUTES } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { getSitemapChunks, getSitemapEntries } from './sitemap';

/** GET /data/sitemap/chunks and /data/sitemap/entries: public, read by the gateway's /sitemap.xml. */
export function sitemapRoutes(db: Db): Router {
  const router = Router();
  router.get(DATA_ROUTES.sitemapChunks.path, async (_req, res) => {
    res.json(await getSitemapChunks(db));
  });
  const entries = DATA_ROUTES.sitemapEntries;
  router.get(entries.path, async (req, res) => {
    res.json(await getSitemapEntries(db, parseInput(entries.query, req.query)));
  });
  return router;
}

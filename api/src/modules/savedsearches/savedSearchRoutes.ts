import { Router } from 'express';
import {
  DATA_ROUTES,
  type AlertSweepAnswer,
  type SavedSearchAnswer,
  type SavedSearchesAnswer,
} from '@opengood/contracts';
import { currentUser, requireStaff, requireUser } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import type { Mailer } from '../../platform/mail';
import { sweepSavedSearchAlerts, type AlertSettings } from './alerts';
import {
  createSavedSearch,
  deleteSavedSearch,
  getSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from './savedSearches';

export interface SavedSearchRoutesOptions extends AlertSettings {
  /** The product's mailer (accounts'); without it there is no alert trigger. */
  mailer?: Mailer;
  /** Mount POST /data/dev/saved-search-alerts/sweep (development and tests only, never in production). */
  devTrigger?: boolean;
}

/** Saved searches of the signed-in user (docs/product/user-dashboard.md#saved-searches), the dev alert trigger (its mails' unsubscribe links: modules/unsubscribe). */
export function savedSearchRoutes(db: Db, options: SavedSearchRoutesOptions): Router {
  const router = Router();
  const r = DATA_ROUTES;

  router.get(r.savedSearches.path, requireUser, async (req, res) => {
    const { page } = parseInput(r.savedSearches.query, req.query);
    const answer: SavedSearchesAnswer = await listSavedSearches(db, currentUser(req).id, page);
    res.set('Cache-Control', 'private, no-store').json(answer);
  });

  router.get(r.savedSearch.path, requireUser, async (req, res) => {
    const { id } = parseInput(r.savedSearch.params, req.params);
    const answer: SavedSearchAnswer = { savedSearch: await getSavedSearch(db, currentUser(req).id, id) };
    res.set('Cache-Control', 'private, no-store').json(answer);
  });

  router.post(r.createSavedSearch.path, requireUser, async (req, res) => {
    const input = parseInput(r.createSavedSearch.body, req.body ?? {});
    const answer: SavedSearchAnswer = {
      savedSearch: await createSavedSearch(db, currentUser(req).id, input),
    };
    res.status(201).json(answer);
  });

  router.patch(r.updateSavedSearch.path, requireUser, async (req, res) => {
    const { id } = parseInput(r.updateSavedSearch.params, req.params);
    const change = parseInput(r.updateSavedSearch.body, req.body ?? {});
    const answer: SavedSearchAnswer = {
      savedSearch: await updateSavedSearch(db, currentUser(req).id, id, change),
    };
    res.json(answer);
  });

  router.delete(r.deleteSavedSearch.path, requireUser, async (req, res) => {
    const { id } = parseInput(r.deleteSavedSearch.params, req.params);
    await deleteSavedSearch(db, currentUser(req).id, id);
    res.json({ ok: true });
  });

  const mailer = options.mailer;
  if (options.devTrigger && mailer) {
    // Development only (server.ts mounts it outside production), and for staff only.
    router.post(r.alertSweep.path, requireStaff, async (_req, res) => {
      const answer: AlertSweepAnswer = { data: await sweepSavedSearchAlerts({ ...options, db, mailer }) };
      res.json(answer);
    });
  }
  return router;
}

import { Router } from 'express';
import { DATA_ROUTES } from '@opengood/contracts';
import { currentUser, requireUser } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { exportUserData } from './dataExport';

/** GET /users/me/export: the signed-in user's data as a JSON attachment (never cached, never another user's). */
export function dataExportRoutes(db: Db): Router {
  const router = Router();
  router.get(DATA_ROUTES.exportMe.path, requireUser, async (req, res) => {
    const data = await exportUserData(db, currentUser(req).id);
    const day = data.exportedAt.slice(0, 10);
    res.set('Cache-Control', 'private, no-store').attachment(`opengood-my-data-${day}.json`).json(data);
  });
  return router;
}

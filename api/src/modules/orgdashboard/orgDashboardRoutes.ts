import { Router } from 'express';
import { DATA_ROUTES, type OrgDashboardAnswer } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { getOrgDashboard } from './getOrgDashboard';

/**
 * GET /data/orgdashboard/:orgId/organization. Open for now, as before: the accounts work puts
 * `requireOrgAdmin('orgId')` (platform/auth) in front of it, answering 401 / 403 per spec §8.
 */
export function orgDashboardRoutes(db: Db): Router {
  const router = Router();
  const route = DATA_ROUTES.orgDashboard;
  router.get(route.path, async (req, res) => {
    const { orgId } = parseInput(route.params, req.params);
    const answer: OrgDashboardAnswer = { data: await getOrgDashboard(db, orgId) };
    res.json(answer);
  });
  return router;
}

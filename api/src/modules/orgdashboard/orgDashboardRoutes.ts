import { Router } from 'express';
import { DATA_ROUTES, type OrgDashboardAnswer } from '@opengood/contracts';
import { accessGuard } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { getOrgDashboard } from './getOrgDashboard';

/**
 * GET /data/orgdashboard/:orgId/organization: for a signed-in admin of that organisation (or staff), as
 * the route table declares (`access: 'orgAdmin'`; docs/product/organisations.md#admin-messages).
 */
export function orgDashboardRoutes(db: Db): Router {
  const router = Router();
  const route = DATA_ROUTES.orgDashboard;
  router.get(route.path, accessGuard(route), async (req, res) => {
    const { orgId } = parseInput(route.params, req.params);
    const answer: OrgDashboardAnswer = { data: await getOrgDashboard(db, orgId) };
    res.json(answer);
  });
  return router;
}

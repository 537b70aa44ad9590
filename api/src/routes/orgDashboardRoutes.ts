import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../db/db';
import { idParam } from '../http/schemas';
import { parseInput } from '../http/validation';
import { getOrgDashboard } from '../useCases/getOrganization';

const params = z.object({ orgId: idParam });

// Open for now: sign-in and the org-admin permission check arrive with the accounts issue,
// and will sit in front of this router (401 / 403 per spec §8).
export function orgDashboardRoutes(db: Db): Router {
  const router = Router();
  router.get('/orgdashboard/:orgId/organization', async (req, res) => {
    const { orgId } = parseInput(params, req.params);
    res.json({ data: await getOrgDashboard(db, orgId) });
  });
  return router;
}

import { Router } from 'express';
import { DATA_ROUTES, type OrganizationDetailAnswer } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { getOrganization } from './getOrganization';

/** GET /data/website/organizations/:id — the public profile. */
export function organizationRoutes(db: Db): Router {
  const router = Router();
  const route = DATA_ROUTES.organization;
  router.get(route.path, async (req, res) => {
    const { id } = parseInput(route.params, req.params);
    const { lang } = parseInput(route.query, req.query);
    const answer: OrganizationDetailAnswer = { data: await getOrganization(db, id, lang) };
    res.json(answer);
  });
  return router;
}

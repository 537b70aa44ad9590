import { Router } from 'express';
import { DATA_ROUTES, type IntakeIntentsAnswer } from '@opengood/contracts';
import { currentUser, requireUser } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { setIntakeIntents } from './setIntakeIntents';

/** POST /data/userdashboard/intake-intents { intakeIntents } (docs/product/user-dashboard.md#intake-intents), for the signed-in user. */
export function intakeRoutes(db: Db): Router {
  const router = Router();
  const route = DATA_ROUTES.intakeIntents;
  router.post(route.path, requireUser, async (req, res) => {
    const input = parseInput(route.body, req.body);
    const answer: IntakeIntentsAnswer = { data: await setIntakeIntents(db, currentUser(req).id, input) };
    res.json(answer);
  });
  return router;
}

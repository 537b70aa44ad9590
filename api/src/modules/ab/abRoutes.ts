import { Router } from 'express';
import { DATA_ROUTES, type AbAssignmentsAnswer } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { isSecureRequest } from '../environment/clientAddress';
import {
  newVisitorId,
  readVisitorCookies,
  VISITOR_COOKIE,
  visitorCookieOptions,
} from '../environment/visitor';
import { assignExperiment } from './assignExperiment';

/** POST /data/ab/assignments { id, bucket } → { abExperiments } (spec §7). */
export function abRoutes(db: Db): Router {
  const router = Router();
  const route = DATA_ROUTES.abAssignment;
  router.post(route.path, async (req, res) => {
    const experiment = parseInput(route.body, req.body);
    let { visitorId } = readVisitorCookies(req.headers.cookie);
    if (!visitorId) {
      visitorId = newVisitorId();
      res.cookie(VISITOR_COOKIE, visitorId, visitorCookieOptions(isSecureRequest(req)));
    }
    const visitor = { userId: req.user?.id ?? null, visitorId };
    const answer: AbAssignmentsAnswer = { abExperiments: await assignExperiment(db, visitor, experiment) };
    res.json(answer);
  });
  return router;
}

import { Router } from 'express';
import { DATA_ROUTES, type AbAssignmentsAnswer } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { addressKey } from '../../platform/security/addressKey';
import { limitRequests, type Limits } from '../../platform/security/limits';
import {
  newVisitorId,
  readVisitorCookies,
  VISITOR_COOKIE,
  visitorCookieOptions,
} from '../../platform/visitors/visitor';
import { visitorKey } from '../../platform/visitors/visitorKey';
import { assignExperiment } from './assignExperiment';
import { visitorAssignmentPurge } from './purgeAssignments';

/**
 * POST /data/ab/assignments { id, bucket } → { abExperiments } (docs/product/accounts.md#experiments). Anonymous visitors too: limited
 * per visitor and per address (abAssignments*), at most AB_MAX_EXPERIMENTS each; an anonymous visitor's
 * go once their visitor cookie has expired.
 */
export function abRoutes(db: Db, limits: Limits): Router {
  const router = Router();
  const route = DATA_ROUTES.abAssignment;
  const purgeOld = visitorAssignmentPurge(db);
  const limited = [
    limitRequests(limits, 'abAssignmentsPerAddress', addressKey),
    limitRequests(limits, 'abAssignmentsPerVisitor', visitorKey),
  ];
  router.post(route.path, ...limited, async (req, res) => {
    const experiment = parseInput(route.body, req.body);
    let { visitorId } = readVisitorCookies(req.headers.cookie);
    if (!visitorId) {
      visitorId = newVisitorId();
      res.cookie(VISITOR_COOKIE, visitorId, visitorCookieOptions(req.secure));
    }
    const visitor = { userId: req.user?.id ?? null, visitorId };
    const answer: AbAssignmentsAnswer = { abExperiments: await assignExperiment(db, visitor, experiment) };
    await purgeOld();
    res.json(answer);
  });
  return router;
}

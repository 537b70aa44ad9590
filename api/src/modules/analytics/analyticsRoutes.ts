import { Router } from 'express';
import type { z } from 'zod';
import { DATA_ROUTES } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { isSecureRequest } from '../environment/clientAddress';
import {
  newVisitorId,
  readVisitorCookies,
  VISITOR_COOKIE,
  visitorCookieOptions,
} from '../environment/visitor';
import { trackEvent } from './trackEvent';

/**
 * POST /data/tracked-events (spec §5, §9). Anonymous visitors too: they get a visitor id cookie. The
 * contract bounds every field (properties to 8 KB), so one event stays small.
 */
export function analyticsRoutes(db: Db): Router {
  const router = Router();
  const route = DATA_ROUTES.trackedEvent;
  router.post(route.path, async (req, res) => {
    const event = parseInput(route.body, req.body);
    const userId = req.user?.id ?? null;
    let { visitorId } = readVisitorCookies(req.headers.cookie);
    if (userId === null && !visitorId) {
      visitorId = newVisitorId();
      res.cookie(VISITOR_COOKIE, visitorId, visitorCookieOptions(isSecureRequest(req)));
    }
    await trackEvent(db, { userId, visitorId }, event);
    const answer: z.infer<typeof route.answer> = { ok: true };
    res.status(201).json(answer);
  });
  return router;
}

import { Router } from 'express';
import type { z } from 'zod';
import { DATA_ROUTES } from '@opengood/contracts';
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
import { retentionPurge } from './purgeTrackedEvents';
import { trackEvent } from './trackEvent';

/**
 * POST /data/tracked-events (docs/product/chrome.md#analytics). Anonymous visitors too: they get a visitor id cookie. The
 * contract bounds every field (properties to 8 KB, the context to 6 KB), so one event stays small; events
 * are limited per visitor and per address (trackedEvents*) and kept TRACKED_EVENT_RETENTION_DAYS.
 */
export function analyticsRoutes(db: Db, limits: Limits): Router {
  const router = Router();
  const route = DATA_ROUTES.trackedEvent;
  const purgeOld = retentionPurge(db);
  const limited = [
    limitRequests(limits, 'trackedEventsPerAddress', addressKey),
    limitRequests(limits, 'trackedEventsPerVisitor', visitorKey),
  ];
  router.post(route.path, ...limited, async (req, res) => {
    const event = parseInput(route.body, req.body);
    const userId = req.user?.id ?? null;
    let { visitorId } = readVisitorCookies(req.headers.cookie);
    if (userId === null && !visitorId) {
      visitorId = newVisitorId();
      res.cookie(VISITOR_COOKIE, visitorId, visitorCookieOptions(req.secure));
    }
    await trackEvent(db, { userId, visitorId }, event);
    await purgeOld();
    const answer: z.infer<typeof route.answer> = { ok: true };
    res.status(201).json(answer);
  });
  return router;
}

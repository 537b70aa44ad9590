import { Router } from 'express';
import { DATA_ROUTES, type AcceptCookiesAnswer, type EnvironmentAnswer } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { acceptCookies } from './acceptCookies';
import { geoipLocator, type GeoLocator } from './geoLocator';
import { getEnvironment, type EnvironmentSettings } from './getEnvironment';
import { CONSENT_COOKIE, consentCookieOptions, readVisitorCookies } from '../../platform/visitors/visitor';

/**
 * GET /data/environment — flat fields, no `data` envelope (docs/product/accounts.md#environment) — and
 * POST /data/website/accept-cookies, which sets the year-long consent cookie.
 */
export function environmentRoutes(
  db: Db,
  settings: EnvironmentSettings,
  locate: GeoLocator = geoipLocator,
): Router {
  const router = Router();
  router.get(DATA_ROUTES.environment.path, async (req, res) => {
    const cookies = readVisitorCookies(req.headers.cookie);
    const answer: EnvironmentAnswer = await getEnvironment(db, locate, settings, {
      userId: req.user?.id ?? null,
      visitorId: cookies.visitorId,
      cookiesAccepted: cookies.cookiesAccepted,
      address: req.ip ?? '',
    });
    // Computed per visitor: no shared cache may keep one visitor's answer for another.
    res.set('Cache-Control', 'private, no-store').json(answer);
  });
  router.post(DATA_ROUTES.acceptCookies.path, async (req, res) => {
    await acceptCookies(db, req.user?.id ?? null);
    res.cookie(CONSENT_COOKIE, '1', consentCookieOptions(req.secure));
    const answer: AcceptCookiesAnswer = { showAcceptCookies: false };
    res.json(answer);
  });
  return router;
}

import { Router } from 'express';
import { DATA_ROUTES } from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { OidcSignIn } from '../../platform/auth/oidc';
import { applyGrant, clientInfo } from '../../platform/auth/sessionCookies';
import { parseInput } from '../../platform/http/validation';

const notConfigured = () =>
  new NotFoundError({ oidc: 'OIDC_NOT_CONFIGURED' }, 'No OpenID Connect provider is configured');

/**
 * GET /auth/oidc/start?returnTo=/path → 302 to the provider; GET /auth/oidc/callback → 302 back to
 * returnTo signed in (or to /login?error=...). Browsers navigate to these; they are not fetched.
 */
export function oidcRoutes(oidc: OidcSignIn | undefined): Router {
  const router = Router();

  const start = DATA_ROUTES.oidcStart;
  router.get(start.path, async (req, res) => {
    if (!oidc) throw notConfigured();
    const { returnTo = '/' } = parseInput(start.query, req.query);
    const { location, grant } = await oidc.start(returnTo, clientInfo(req));
    applyGrant(req, res, grant);
    res.redirect(302, location);
  });

  router.get(DATA_ROUTES.oidcCallback.path, async (req, res) => {
    if (!oidc) throw notConfigured();
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.query)) if (typeof value === 'string') query[key] = value;
    const { location, grant } = await oidc.callback(query, clientInfo(req));
    applyGrant(req, res, grant);
    res.redirect(302, location);
  });

  return router;
}

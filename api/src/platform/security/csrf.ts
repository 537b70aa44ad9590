import { createHmac } from 'node:crypto';
import cookieParser from 'cookie-parser';
import { doubleCsrf } from 'csrf-csrf';
import type { Request, RequestHandler, Response } from 'express';
import { ForbiddenError } from '../../domain/errors';

// The CSRF contract for every client and test (signed double submit, csrf-csrf):
// - the api sets a readable `csrf` cookie (not httpOnly) on a GET under /data when it is missing or no
//   longer matches the session, and a fresh one whenever the session changes (log-in, log-out);
// - every POST, PUT, PATCH and DELETE under /data echoes that value in the `X-CSRF-Token` header, and
//   does not come from a foreign `Origin`; otherwise 403 `{ errors: { csrf: CSRF_TOKEN_INVALID |
//   FOREIGN_ORIGIN } }` before any route runs (nothing written).
// The token is an HMAC of the session cookie and a random value: another site can neither read it nor
// mint one, and a token planted before log-in stops working after it.

export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CsrfOptions {
  /** Signs the tokens (derived from AUTH_SECRET). */
  secret: string;
  /** The session cookie's name: a token is bound to the session it was issued for. */
  sessionCookie: string;
  /** Origins allowed to make state-changing calls besides the api's own (the gateway's PUBLIC_URL). */
  trustedOrigins: readonly string[];
  /**
   * Writes that skip the check: only a request that uses no ambient authority (reads no session) and
   * carries its own credential may be listed, each with its reason where it is defined.
   */
  exempt?: (req: Request) => boolean;
}

/** Reads `name` from the request's cookies (cookie-parser runs first). */
const cookieOf = (req: Request, name: string): string | undefined => {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

/** Middleware for /data: parses cookies, issues the `csrf` cookie on reads and checks writes. */
export function csrfProtection({
  secret,
  sessionCookie,
  trustedOrigins,
  exempt = () => false,
}: CsrfOptions): RequestHandler[] {
  const key = createHmac('sha256', secret).update('opengood csrf').digest('hex');
  const shared = {
    getSecret: () => key,
    getSessionIdentifier: (req: Request) => cookieOf(req, sessionCookie) ?? '',
    cookieName: CSRF_COOKIE,
    cookieOptions: { httpOnly: false, sameSite: 'lax' as const, path: '/', secure: false },
    ignoredMethods: ['GET' as const, 'HEAD' as const, 'OPTIONS' as const],
  };
  const header = doubleCsrf({ ...shared, getCsrfTokenFromRequest: (req) => req.get(CSRF_HEADER) });
  // The same check with the cookie standing in for the header: is the cookie still a valid token?
  const cookie = doubleCsrf({ ...shared, getCsrfTokenFromRequest: (req) => cookieOf(req, CSRF_COOKIE) });

  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  const foreign = (req: Request): boolean => {
    const origin = req.get('origin');
    if (!origin) return false; // not a browser's cross-site request: the token decides
    return !trusted.has(origin) && origin !== `${req.protocol}://${req.get('host')}`;
  };

  const issue = (req: Request, res: Response) => {
    header.generateCsrfToken(req, res, { overwrite: true, cookieOptions: { secure: req.secure } });
  };

  const guard: RequestHandler = (req, res, next) => {
    // Lets routes re-issue the token when they change the session (rotateCsrfToken).
    res.locals.issueCsrfToken = () => issue(req, res);
    if (!UNSAFE.has(req.method)) {
      const present = cookieOf(req, CSRF_COOKIE) !== undefined;
      if (!present || !cookie.validateRequest(req)) issue(req, res);
      next();
      return;
    }
    if (exempt(req)) {
      next();
      return;
    }
    if (foreign(req)) {
      next(new ForbiddenError({ csrf: 'FOREIGN_ORIGIN' }, 'Cross-site request refused'));
      return;
    }
    if (!header.validateRequest(req)) {
      // A fresh cookie with the refusal, so a client whose token went stale can retry.
      if (!cookie.validateRequest(req)) issue(req, res);
      next(new ForbiddenError({ csrf: 'CSRF_TOKEN_INVALID' }, 'Missing or invalid CSRF token'));
      return;
    }
    next();
  };
  return [cookieParser(), guard];
}

/**
 * After a route changed the session cookie (log-in, log-out, account deleted): a new `csrf` cookie bound
 * to the new session, so the next write uses it. `sessionValue` is the new session cookie (null: none).
 */
export function rotateCsrfToken(
  req: Request,
  res: Response,
  sessionCookie: string,
  sessionValue: string | null,
) {
  const cookies = (req.cookies ?? {}) as Record<string, string>;
  if (sessionValue === null) delete cookies[sessionCookie];
  else cookies[sessionCookie] = sessionValue;
  req.cookies = cookies;
  const issue = res.locals.issueCsrfToken as (() => void) | undefined;
  issue?.();
}

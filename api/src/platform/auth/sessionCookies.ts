import type { Request, Response } from 'express';
import type { ClientInfo, SessionGrant } from '../identity';
import { rotateCsrfToken } from '../security/csrf';
import { SESSION_COOKIE } from './authOptions';

/** What better-auth reads from a request: its cookies, user agent, and the client address Express trusts. */
export function clientInfo(req: Request): ClientInfo {
  const headers = new Headers();
  if (req.headers.cookie) headers.set('cookie', req.headers.cookie);
  const agent = req.get('user-agent');
  if (agent) headers.set('user-agent', agent);
  // req.ip honours X-Forwarded-For only from trusted proxies (the app's `trust proxy`), unlike the raw header.
  if (req.ip) headers.set('x-forwarded-for', req.ip);
  return { headers };
}

/** The session cookie's new value in a grant: a string, null when cleared, undefined when untouched. */
function sessionValueIn(grant: SessionGrant): string | null | undefined {
  for (const cookie of grant.setCookies) {
    const [pair = '', ...attributes] = cookie.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = decodeURIComponent(pair.slice(eq + 1).trim());
    const cleared = value === '' || attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
    return cleared ? null : value;
  }
  return undefined;
}

/**
 * Sends a grant's cookies, Secure when the request came over TLS (directly, or through a trusted proxy's
 * X-Forwarded-Proto), and re-issues the CSRF token when the session changed.
 */
export function applyGrant(req: Request, res: Response, grant: SessionGrant): void {
  for (const cookie of grant.setCookies) {
    res.append('Set-Cookie', req.secure && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie);
  }
  const session = sessionValueIn(grant);
  const before = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE] ?? null;
  if (session !== undefined && session !== before) rotateCsrfToken(req, res, SESSION_COOKIE, session);
}

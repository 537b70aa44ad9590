import type { Db } from '../db/db';
import { SESSION_COOKIE } from './authOptions';
import type { Authenticator } from './authenticator';
import { applyGrant, clientInfo } from './sessionCookies';
import type { SessionResolver } from './sessionUser';
import { loadSessionUser } from './sessionUsers';

/** The real resolver: the session cookie → better-auth's session (PostgreSQL, or Redis) → the user. */
export function betterAuthSessions(authenticator: Authenticator, db: Db): SessionResolver {
  return async (req, res) => {
    // Most requests (anonymous visitors) carry no session: nothing to look up.
    if (!req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return null;
    const session = await authenticator.session(clientInfo(req));
    if (!session) return null;
    // Rolling sessions: better-auth extends one in use at most once a day and re-sends its cookie.
    if (session.grant.setCookies.length > 0) applyGrant(req, res, session.grant);
    return loadSessionUser(db, session.userId);
  };
}

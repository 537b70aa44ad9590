import type { RequestHandler } from 'express';
import { noSessions, type SessionResolver } from './sessionUser';

/**
 * Runs on every request: sets `req.user` from the session, or leaves it undefined. It never refuses a
 * request by itself: public endpoints stay public; `accessGuard` (the route table's rule) and `requireUser` guard the rest.
 */
export function authenticate(resolveSession: SessionResolver = noSessions): RequestHandler {
  return async (req, res, next) => {
    const user = await resolveSession(req, res);
    if (user) req.user = user;
    else delete req.user;
    next();
  };
}

import type { Request, RequestHandler } from 'express';
import { ForbiddenError, UnauthorizedError } from '../../domain/errors';
import type { SessionUser } from './sessionUser';

// Guards for module routes: put them in front of a handler, e.g.
//   router.put(DATA_ROUTES.x.path, requireUser, async (req, res) => { ... currentUser(req) ... })
// A route the contracts' table gives an `access` rule to is guarded by accessGuard (access.ts) instead.
// They refuse with domain errors; the platform's error handler answers 401 / 403.

/** A signed-in user, or 401. */
export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : new UnauthorizedError({ user: 'Missing user' }));
};

/** A signed-in staff member: 401 without a user, 403 for anyone else (the development routes). */
export const requireStaff: RequestHandler = (req, _res, next) => {
  if (!req.user) next(new UnauthorizedError({ user: 'Missing user' }));
  else next(req.user.isStaff ? undefined : new ForbiddenError({ user: 'User is not staff' }));
};

/** The user a guarded handler runs for; a handler without a guard in front of it is a bug. */
export function currentUser(req: Request): SessionUser {
  if (!req.user) throw new UnauthorizedError({ user: 'Missing user' });
  return req.user;
}

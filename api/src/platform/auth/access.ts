import type { RequestHandler } from 'express';
import type { RouteAccess } from '@opengood/contracts';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../domain/errors';

// Who may make a call is declared beside it in the contracts' route table (`access`, RouteAccess) and
// enforced here, once: a module mounts `accessGuard(route)` in front of its handler and writes no check of
// its own. accessMatrix.test.ts walks the table and tries every declared call as each kind of caller.

/** The route table's `:orgId`: a positive whole number, as idParamSchema reads it. */
const ORG_ID = /^[1-9]\d{0,9}$/;

const missingUser = () => new UnauthorizedError({ user: 'Missing user' });

/**
 * The guard for a route's declared access. docs/product/organisations.md#admin-messages: an invalid org id
 * is a 400 'Invalid org id' before any permission check, then 401 'Missing user', then 403 'User is not an
 * admin' (staff may act on every organisation).
 */
export function accessGuard(route: { readonly access?: RouteAccess; readonly path: string }): RequestHandler {
  const access = route.access;
  if (!access) throw new Error(`route ${route.path} declares no access (contracts' route table)`);
  switch (access) {
    case 'public':
      return (_req, _res, next) => next();
    case 'user':
      return (req, _res, next) => next(req.user ? undefined : missingUser());
    case 'staff':
      return (req, _res, next) => {
        if (!req.user) next(missingUser());
        else next(req.user.isStaff ? undefined : new ForbiddenError({ user: 'User is not staff' }));
      };
    case 'orgAdmin':
      if (!route.path.includes(':orgId')) throw new Error(`route ${route.path}: orgAdmin needs :orgId`);
      return (req, _res, next) => {
        const raw = req.params['orgId'];
        if (typeof raw !== 'string' || !ORG_ID.test(raw)) {
          next(new ValidationError({ orgId: 'Invalid org id' }));
          return;
        }
        const user = req.user;
        if (!user) {
          next(missingUser());
          return;
        }
        const allowed = user.isStaff || user.adminOrgIds.includes(Number(raw));
        next(allowed ? undefined : new ForbiddenError({ orgId: 'User is not an admin' }));
      };
  }
}

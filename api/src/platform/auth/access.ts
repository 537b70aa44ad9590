import type { RequestHandler } from 'express';
import type { RouteAccess } from '@opengood/contracts';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../domain/errors';
import type { SessionUser } from './sessionUser';

// Who may make a call is declared beside it in the contracts' route table (`access`, RouteAccess) and
// enforced here, once: a module mounts `accessGuard(route)` in front of its handler and writes no check of
// its own. accessMatrix.test.ts walks the table and tries every declared call as each kind of caller.

/** The route table's `:orgId`: a positive whole number, as idParamSchema reads it. */
const ORG_ID = /^[1-9]\d{0,9}$/;

const missingUser = () => new UnauthorizedError({ user: 'Missing user' });

/** A 400 'Invalid org id' for a malformed `:orgId`, or undefined when the path's id is well formed. */
function invalidOrgId(raw: unknown): ValidationError | undefined {
  return typeof raw === 'string' && ORG_ID.test(raw)
    ? undefined
    : new ValidationError({ orgId: 'Invalid org id' });
}

/** Who passes an organisation's guard: staff, or a user holding the organisation in `ids`. */
function orgGuard(ids: (user: SessionUser) => readonly number[], refusal: string): RequestHandler {
  return (req, _res, next) => {
    const user = req.user;
    if (!user) {
      next(missingUser());
      return;
    }
    const allowed = user.isStaff || ids(user).includes(Number(req.params['orgId']));
    next(allowed ? undefined : new ForbiddenError({ orgId: refusal }));
  };
}

function guardOf(access: RouteAccess, path: string): RequestHandler {
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
      if (!path.includes(':orgId')) throw new Error(`route ${path}: orgAdmin needs :orgId`);
      return orgGuard((user) => user.adminOrgIds, 'User is not an admin');
    case 'orgOwner':
      if (!path.includes(':orgId')) throw new Error(`route ${path}: orgOwner needs :orgId`);
      return orgGuard((user) => user.ownerOrgIds, 'User is not an owner');
  }
}

/**
 * The guard for a route's declared access. docs/product/organisations.md#admin-messages: an invalid org id
 * is a 400 'Invalid org id' before any permission check (whatever the access, when the path has `:orgId`),
 * then 401 'Missing user', then 403 'User is not an admin' ('User is not an owner' for owners' calls;
 * staff may act on every organisation).
 */
export function accessGuard(route: { readonly access?: RouteAccess; readonly path: string }): RequestHandler {
  const access = route.access;
  if (!access) throw new Error(`route ${route.path} declares no access (contracts' route table)`);
  const guard = guardOf(access, route.path);
  if (!route.path.includes(':orgId')) return guard;
  return (req, res, next) => {
    const invalid = invalidOrgId(req.params['orgId']);
    if (invalid) next(invalid);
    else guard(req, res, next);
  };
}

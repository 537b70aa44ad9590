import express from 'express';
import { DATA_PREFIX } from '@opengood/contracts';
import { request } from '../../testing/contractRequest';
import { unusedDb } from '../../testing/unusedDb';
import { createApp } from '../../app';
import { errorHandler } from '../http/errorHandler';
import {
  accessGuard,
  authenticate,
  currentUser,
  requireUser,
  type SessionResolver,
  type SessionUser,
} from '.';

/** A user who administers organisation 12 only. */
const seededAdmin: SessionUser = {
  id: 1,
  email: 'admin@example.org',
  adminOrgIds: [12],
  ownerOrgIds: [12],
  isStaff: false,
};

/**
 * Guarded routes as the accounts work will write them, on the real error handler. They answer an error
 * or an empty 204, which the contract check accepts without a /data contract for these test routes.
 */
function guardedApp(sessions: SessionResolver) {
  const app = express();
  app.use(DATA_PREFIX, authenticate(sessions));
  const orgRoute = { path: '/orgdashboard/:orgId/organization', access: 'orgAdmin' } as const;
  app.put(`${DATA_PREFIX}${orgRoute.path}`, accessGuard(orgRoute), (req, res) => {
    res
      .status(204)
      .set('X-User', String(currentUser(req).id))
      .end();
  });
  app.get(`${DATA_PREFIX}/users/me/can-delete`, requireUser, (_req, res) => {
    res.status(204).end();
  });
  app.use(errorHandler);
  return app;
}

const as =
  (user: SessionUser | null): SessionResolver =>
  async () =>
    user;

describe('platform auth seam', () => {
  it('reads no session by default, so public endpoints answer as before', async () => {
    const app = createApp({ db: unusedDb });
    await request(app).get('/data/environment').expect(200);
    const res = await request(guardedApp(as(null)))
      .get('/data/users/me/can-delete')
      .expect(401);
    expect(res.body).toEqual({ message: 'Sign-in required', errors: { user: 'Missing user' } });
  });

  it('lets a signed-in user through requireUser', async () => {
    await request(guardedApp(as(seededAdmin)))
      .get('/data/users/me/can-delete')
      .expect(204);
  });

  it('answers 401 without a user and 403 for a user who does not administer the organisation', async () => {
    await request(guardedApp(as(null)))
      .put('/data/orgdashboard/12/organization')
      .expect(401);
    const res = await request(guardedApp(as(seededAdmin)))
      .put('/data/orgdashboard/13/organization')
      .expect(403);
    expect(res.body).toEqual({ message: 'Forbidden', errors: { orgId: 'User is not an admin' } });
  });

  it('answers a malformed org id with 400 Invalid org id before asking who is calling', async () => {
    const res = await request(guardedApp(as(null)))
      .put('/data/orgdashboard/12abc/organization')
      .expect(400);
    expect(res.body).toEqual({ message: 'Invalid request', errors: { orgId: 'Invalid org id' } });
  });

  it('refuses to guard a route that declares no access, or an orgAdmin route without :orgId', () => {
    expect(() => accessGuard({ path: '/orgdashboard/:orgId/x' })).toThrow(/declares no access/);
    expect(() => accessGuard({ path: '/organizations', access: 'orgAdmin' })).toThrow(/needs :orgId/);
  });

  it('lets the organisation’s admin, and staff, act on it', async () => {
    const admin = await request(guardedApp(as(seededAdmin)))
      .put('/data/orgdashboard/12/organization')
      .expect(204);
    expect(admin.headers['x-user']).toBe('1');
    const staff = { ...seededAdmin, id: 2, adminOrgIds: [], ownerOrgIds: [], isStaff: true };
    await request(guardedApp(as(staff)))
      .put('/data/orgdashboard/13/organization')
      .expect(204);
  });
});

import { Router, type Request } from 'express';
import { DATA_ROUTES, type OrgNotificationPreferencesAnswer } from '@opengood/contracts';
import { accessGuard } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { getOrgNotificationPreferences, updateOrgNotificationPreferences } from './orgNotifications';

// /orgdashboard/:orgId/notification-preferences: the signed-in admin's own preferences for the
// organisation's mails. Who may call is the route table's `access` (orgAdmin), checked by accessGuard.

function callerOf(req: Request) {
  const user = req.user;
  if (!user) throw new Error('accessGuard lets no anonymous caller through here');
  return user;
}

export function orgNotificationsRoutes(db: Db): Router {
  const router = Router();
  const r = DATA_ROUTES;

  router.get(
    r.orgNotificationPreferences.path,
    accessGuard(r.orgNotificationPreferences),
    async (req, res) => {
      const { orgId } = parseInput(r.orgNotificationPreferences.params, req.params);
      const answer: OrgNotificationPreferencesAnswer = {
        data: await getOrgNotificationPreferences(db, callerOf(req), orgId),
      };
      res.set('Cache-Control', 'no-store').json(answer);
    },
  );

  router.put(
    r.updateOrgNotificationPreferences.path,
    accessGuard(r.updateOrgNotificationPreferences),
    async (req, res) => {
      const { orgId } = parseInput(r.updateOrgNotificationPreferences.params, req.params);
      const preferences = parseInput(r.updateOrgNotificationPreferences.body, req.body);
      const answer: OrgNotificationPreferencesAnswer = {
        data: await updateOrgNotificationPreferences(db, callerOf(req), orgId, preferences),
      };
      res.json(answer);
    },
  );

  return router;
}

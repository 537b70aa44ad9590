import { Router } from 'express';
import { DATA_ROUTES, type NotificationAnswer, type NotificationsAnswer } from '@opengood/contracts';
import { currentUser, requireUser } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { listNotifications, markAllViewed, updateNotification } from './notifications';

/** The signed-in user's notifications (docs/product/user-dashboard.md#notifications): list, mark all viewed, change one. */
export function notificationRoutes(db: Db): Router {
  const router = Router();
  const { notifications, notificationsViewed, updateNotification: update } = DATA_ROUTES;

  router.get(notifications.path, requireUser, async (req, res) => {
    const answer: NotificationsAnswer = { data: await listNotifications(db, currentUser(req).id) };
    res.set('Cache-Control', 'private, no-store').json(answer);
  });

  router.post(notificationsViewed.path, requireUser, async (req, res) => {
    const answer: NotificationsAnswer = { data: await markAllViewed(db, currentUser(req).id) };
    res.json(answer);
  });

  router.patch(update.path, requireUser, async (req, res) => {
    const { id } = parseInput(update.params, req.params);
    const change = parseInput(update.body, req.body);
    const answer: NotificationAnswer = {
      data: await updateNotification(db, currentUser(req).id, id, change),
    };
    res.json(answer);
  });
  return router;
}

import { Router } from 'express';
import {
  DATA_ROUTES,
  type ApplicationAnswer,
  type ApplicationsAnswer,
  type MyApplicationAnswer,
} from '@opengood/contracts';
import { currentUser, requireUser } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { limitRequests, type Limits } from '../../platform/security/limits';
import type { UnsubscribeSigner } from '../../platform/mail/unsubscribeLinks';
import type { Outbox } from '../../platform/outbox';
import { apply, listApplications, myApplication } from './applications';

/**
 * Applying to listings, and the user's applications (issue 8). Every application request (a new one or a
 * re-submission, refused or not) counts against the user's `applicationsPerUser` limit (429 past it).
 */
export function applicationRoutes(
  db: Db,
  limits: Limits,
  outbox: Outbox | undefined,
  signer: UnsubscribeSigner,
): Router {
  const router = Router();
  const { apply: applyRoute, myApplication: mine, applications } = DATA_ROUTES;
  const perUser = limitRequests(limits, 'applicationsPerUser', (req) => req.user && String(req.user.id));

  router.post(applyRoute.path, requireUser, perUser, async (req, res) => {
    const { type, id } = parseInput(applyRoute.params, req.params);
    const request = parseInput(applyRoute.body, req.body ?? {});
    const { application, created } = await apply(
      { db, outbox, signer },
      currentUser(req).id,
      type,
      id,
      request,
    );
    const answer: ApplicationAnswer = { application };
    res.status(created ? 201 : 200).json(answer);
  });

  router.get(mine.path, requireUser, async (req, res) => {
    const { type, id } = parseInput(mine.params, req.params);
    const answer: MyApplicationAnswer = {
      application: await myApplication(db, currentUser(req).id, type, id),
    };
    res.set('Cache-Control', 'private, no-store').json(answer);
  });

  router.get(applications.path, requireUser, async (req, res) => {
    const { page } = parseInput(applications.query, req.query);
    const answer: ApplicationsAnswer = await listApplications(db, currentUser(req).id, page);
    res.set('Cache-Control', 'private, no-store').json(answer);
  });
  return router;
}

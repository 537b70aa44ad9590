import { Router, type Request } from 'express';
import {
  DATA_ROUTES,
  type GradFairAnswer,
  type GradFairInviteAnswer,
  type GradFairsAnswer,
  type OrgGradFairAnswer,
  type OrgGradFairsAnswer,
} from '@opengood/contracts';
import { accessGuard } from '../../platform/auth';
import { parseInput } from '../../platform/http/validation';
import { answerOrgInvite, createInvite, getOrgInvite } from './fairInvites';
import type { FairsDeps } from './fairsDeps';
import { getFair, upcomingFairs } from './gradFairs';
import { orgGradFairs, register, unregister } from './registrations';

// The graduate fair calls (docs/product/grad-fairs.md; api/README.md "Graduate fairs"): who may make each
// is the route table's `access`, checked by accessGuard alone; the routes read input and answer, the
// use-cases hold the rules.

/** The signed-in user's id, past a guard that requires one. */
function userIdOf(req: Request): number {
  const user = req.user;
  if (!user) throw new Error('accessGuard lets no anonymous caller through here');
  return user.id;
}

export function fairsRoutes(deps: FairsDeps): Router {
  const router = Router();
  const r = DATA_ROUTES;

  router.get(r.gradFairs.path, accessGuard(r.gradFairs), async (req, res) => {
    const query = parseInput(r.gradFairs.query, req.query);
    const answer: GradFairsAnswer = { data: { fairs: await upcomingFairs(deps, query) } };
    res.json(answer);
  });

  router.get(r.gradFair.path, accessGuard(r.gradFair), async (req, res) => {
    const { fairId } = parseInput(r.gradFair.params, req.params);
    const { lang } = parseInput(r.gradFair.query, req.query);
    const answer: GradFairAnswer = { data: { fair: await getFair(deps, fairId, lang) } };
    res.json(answer);
  });

  router.post(r.createGradFairInvite.path, accessGuard(r.createGradFairInvite), async (req, res) => {
    const { fairId } = parseInput(r.createGradFairInvite.params, req.params);
    const { orgId } = parseInput(r.createGradFairInvite.body, req.body);
    const answer: GradFairInviteAnswer = {
      data: { invite: await createInvite(deps, userIdOf(req), fairId, orgId) },
    };
    res.status(201).json(answer);
  });

  router.get(r.orgGradFairs.path, accessGuard(r.orgGradFairs), async (req, res) => {
    const { orgId } = parseInput(r.orgGradFairs.params, req.params);
    const { lang } = parseInput(r.orgGradFairs.query, req.query);
    const answer: OrgGradFairsAnswer = { data: await orgGradFairs(deps, orgId, lang) };
    res.json(answer);
  });

  router.post(r.registerForGradFair.path, accessGuard(r.registerForGradFair), async (req, res) => {
    const { orgId, fairId } = parseInput(r.registerForGradFair.params, req.params);
    const { lang } = parseInput(r.registerForGradFair.query, req.query);
    const answer: OrgGradFairAnswer = {
      data: { fair: await register(deps, userIdOf(req), orgId, fairId, lang) },
    };
    res.status(201).json(answer);
  });

  router.delete(r.unregisterFromGradFair.path, accessGuard(r.unregisterFromGradFair), async (req, res) => {
    const { orgId, fairId } = parseInput(r.unregisterFromGradFair.params, req.params);
    const { lang } = parseInput(r.unregisterFromGradFair.query, req.query);
    const answer: OrgGradFairAnswer = { data: { fair: await unregister(deps, orgId, fairId, lang) } };
    res.json(answer);
  });

  router.get(r.orgGradFairInvite.path, accessGuard(r.orgGradFairInvite), async (req, res) => {
    const { orgId, inviteId } = parseInput(r.orgGradFairInvite.params, req.params);
    const { lang } = parseInput(r.orgGradFairInvite.query, req.query);
    const answer: GradFairInviteAnswer = {
      data: { invite: await getOrgInvite(deps, orgId, inviteId, lang) },
    };
    res.json(answer);
  });

  router.post(r.answerGradFairInvite.path, accessGuard(r.answerGradFairInvite), async (req, res) => {
    const { orgId, inviteId } = parseInput(r.answerGradFairInvite.params, req.params);
    const { lang } = parseInput(r.answerGradFairInvite.query, req.query);
    const { accept } = parseInput(r.answerGradFairInvite.body, req.body);
    const answer: GradFairInviteAnswer = {
      data: { invite: await answerOrgInvite(deps, userIdOf(req), orgId, inviteId, accept, lang) },
    };
    res.json(answer);
  });

  return router;
}

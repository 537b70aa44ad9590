import { Router } from 'express';
import {
  DATA_ROUTES,
  type CanDeleteAnswer,
  type MeAnswer,
  type OkAnswer,
  type UserAnswer,
  type UserExistsAnswer,
} from '@opengood/contracts';
import { currentUser, requireUser } from '../../platform/auth';
import { applyGrant, clientInfo } from '../../platform/auth/sessionCookies';
import { parseInput } from '../../platform/http/validation';
import { addressKey } from '../../platform/security/addressKey';
import { limitRequests } from '../../platform/security/limits';
import type { AccountDeps } from './accountDeps';
import { changeEmail, changePassword } from './accountChanges';
import { canDeleteAccount, deleteAccount } from './deleteAccount';
import { getMe, updateMe, userExists } from './profile';

/** The /users calls: who is signed in, their profile, whether an email has an account, deleting one. */
export function userRoutes(deps: AccountDeps): Router {
  const router = Router();
  const { db, limits } = deps;
  // Wrong current passwords per user: a stolen session must not become an unlimited password oracle.
  const passwordCheck = limitRequests(
    limits,
    'passwordChecksPerUser',
    (req) => `user:${currentUser(req).id}`,
    {
      onlyFailures: true,
    },
  );

  // Signed out is an answer, not an error: { user: null }.
  router.get(DATA_ROUTES.me.path, async (req, res) => {
    const answer: MeAnswer = { user: await getMe(deps, req.user?.id) };
    res.json(answer);
  });

  const update = DATA_ROUTES.updateMe;
  router.patch(update.path, requireUser, async (req, res) => {
    const changes = parseInput(update.body, req.body);
    const answer: UserAnswer = { user: await updateMe(deps, currentUser(req).id, changes) };
    res.json(answer);
  });

  // Whether an address has an account (docs/product/accounts.md#account-calls), to anyone, anonymous included: so it is limited per
  // address and for everyone together, or it would list which addresses have accounts.
  const byEmail = DATA_ROUTES.userByEmail;
  const byEmailLimits = [
    limitRequests(limits, 'emailLookupsPerAddress', addressKey),
    limitRequests(limits, 'emailLookupsGlobal', () => 'all'),
  ];
  router.get(byEmail.path, ...byEmailLimits, async (req, res) => {
    const { email } = parseInput(byEmail.query, req.query);
    const answer: UserExistsAnswer = { userExists: await userExists(db, email) };
    res.json(answer);
  });

  router.get(DATA_ROUTES.canDelete.path, requireUser, async (req, res) => {
    const answer: CanDeleteAnswer = await canDeleteAccount(db, currentUser(req).id);
    res.json(answer);
  });

  const deletion = DATA_ROUTES.deleteMe;
  router.delete(deletion.path, requireUser, passwordCheck, async (req, res) => {
    const request = parseInput(deletion.body, req.body ?? {});
    applyGrant(req, res, await deleteAccount(deps, currentUser(req).id, clientInfo(req), request));
    const answer: OkAnswer = { ok: true };
    res.json(answer);
  });

  const email = DATA_ROUTES.changeEmail;
  router.post(email.path, requireUser, passwordCheck, async (req, res) => {
    const request = parseInput(email.body, req.body);
    const answer: UserAnswer = {
      user: await changeEmail(deps, currentUser(req).id, clientInfo(req), request),
    };
    res.json(answer);
  });

  const password = DATA_ROUTES.changePassword;
  router.post(password.path, requireUser, passwordCheck, async (req, res) => {
    const request = parseInput(password.body, req.body);
    applyGrant(req, res, await changePassword(deps, currentUser(req).id, clientInfo(req), request));
    const answer: OkAnswer = { ok: true };
    res.json(answer);
  });

  return router;
}

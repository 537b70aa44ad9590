import { Router } from 'express';
import {
  DATA_ROUTES,
  type OkAnswer,
  type UndoEmailChangeAnswer,
  type UserAnswer,
  type VerifyEmailAnswer,
} from '@opengood/contracts';
import { currentUser, requireUser } from '../../platform/auth';
import { applyGrant, clientInfo } from '../../platform/auth/sessionCookies';
import { parseInput } from '../../platform/http/validation';
import { addressKey } from '../../platform/security/addressKey';
import { limitRequests } from '../../platform/security/limits';
import type { AccountDeps } from './accountDeps';
import { undoEmailChange } from './emailChangeUndo';
import { resendVerification, verifyEmail } from './emailVerification';
import { logIn } from './logIn';
import { forgotPassword, resetPassword } from './passwordReset';
import { signUp } from './signUp';

const OK: OkAnswer = { ok: true };

/**
 * The /website account calls: sign-up, log-in, log-out, password reset, email verification, undoing an
 * email change.
 */
export function accountRoutes(deps: AccountDeps): Router {
  const router = Router();
  const { limits } = deps;

  const signup = DATA_ROUTES.signup;
  router.post(signup.path, limitRequests(limits, 'signupsPerAddress', addressKey), async (req, res) => {
    const input = parseInput(signup.body, req.body);
    const { user, grant } = await signUp(deps, input, clientInfo(req));
    applyGrant(req, res, grant);
    const answer: UserAnswer = { user };
    res.status(201).json(answer);
  });

  const login = DATA_ROUTES.login;
  router.post(login.path, async (req, res) => {
    const input = parseInput(login.body, req.body);
    const { user, grant } = await logIn(deps, input, clientInfo(req), addressKey(req));
    applyGrant(req, res, grant);
    const answer: UserAnswer = { user };
    res.json(answer);
  });

  router.post(DATA_ROUTES.logout.path, async (req, res) => {
    applyGrant(req, res, await deps.identity.signOut(clientInfo(req)));
    res.json(OK);
  });

  const forgot = DATA_ROUTES.forgotPassword;
  router.post(forgot.path, limitRequests(limits, 'resetRequestsPerAddress', addressKey), async (req, res) => {
    const { email } = parseInput(forgot.body, req.body);
    await forgotPassword(deps, email);
    res.json(OK);
  });

  const reset = DATA_ROUTES.resetPassword;
  router.post(reset.path, async (req, res) => {
    const { token } = parseInput(reset.params, req.params);
    const { password } = parseInput(reset.body, req.body);
    await resetPassword(deps, token, password);
    res.json(OK);
  });

  const verify = DATA_ROUTES.verifyEmail;
  router.post(verify.path, async (req, res) => {
    const { token } = parseInput(verify.params, req.params);
    const answer: VerifyEmailAnswer = await verifyEmail(deps, token, req.user?.id);
    res.json(answer);
  });

  // Public: whoever opens the link is signed out everywhere, this browser included.
  const undo = DATA_ROUTES.undoEmailChange;
  router.post(undo.path, async (req, res) => {
    const { token } = parseInput(undo.params, req.params);
    const answer: UndoEmailChangeAnswer = await undoEmailChange(deps, token);
    applyGrant(req, res, deps.identity.clearedSession());
    res.json(answer);
  });

  router.post(
    DATA_ROUTES.resendVerification.path,
    requireUser,
    limitRequests(limits, 'verificationMailsPerUser', (req) => `user:${currentUser(req).id}`),
    async (req, res) => {
      await resendVerification(deps, currentUser(req).id);
      res.json(OK);
    },
  );

  return router;
}

import type { LoginRequest, SignupRequest } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation, userSignedIn, userSignedOut, userUpdated } from '@opengood/platform';

// The account pages' writes (docs/product/accounts.md, api README "Accounts"), run with useMutation; what
// the session hears when one succeeded is each one's `then`. Where the page goes next is the page's.

/** POST /website/signup: the account, in the page's language, signed in (not verified yet). */
export const signUp = defineMutation({
  name: 'shell/signUp',
  route: routes.signup,
  input: (request: SignupRequest) => ({ body: request }),
  then: (answer) => [userSignedIn(answer.user)],
});

/** POST /website/login. */
export const logIn = defineMutation({
  name: 'shell/logIn',
  route: routes.login,
  input: (request: LoginRequest) => ({ body: request }),
  then: (answer) => [userSignedIn(answer.user)],
});

/** POST /website/forgot-password: answers the same whether an account uses the address or not. */
export const requestPasswordReset = defineMutation({
  name: 'shell/requestPasswordReset',
  route: routes.forgotPassword,
  input: (email: string) => ({ body: { email } }),
});

/** POST /website/reset-password/:token: the new password, for the link's account. */
export const resetPassword = defineMutation({
  name: 'shell/resetPassword',
  route: routes.resetPassword,
  input: ({ token, password }: { token: string; password: string }) => ({
    params: { token },
    body: { password },
  }),
});

/**
 * POST /website/verify-email/:token (single-use): the user, to the browser signed in as the link's owner
 * (the session follows); to anyone else only `{ ok: true }`, the api saying nothing about the account.
 */
export const verifyEmail = defineMutation({
  name: 'shell/verifyEmail',
  route: routes.verifyEmail,
  input: (token: string) => ({ params: { token } }),
  then: (answer) => ('user' in answer ? [userUpdated(answer.user)] : []),
});

/**
 * POST /website/undo-email-change/:token: the old address is back, every session of the account (this
 * browser's too) is signed out, and a reset link is mailed.
 */
export const undoEmailChange = defineMutation({
  name: 'shell/undoEmailChange',
  route: routes.undoEmailChange,
  input: (token: string) => ({ params: { token } }),
  then: () => [userSignedOut()],
});

/** POST /website/resend-verification: the verification link again (the check-email step, VERIFY_EMAIL). */
export const resendVerification = defineMutation<'resendVerification', void>({
  name: 'shell/resendVerification',
  route: routes.resendVerification,
  input: () => ({}),
});

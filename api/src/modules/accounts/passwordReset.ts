import type { AccountDeps } from './accountDeps';
import { assertStrongPassword } from './passwordPolicy';

/** POST /website/forgot-password: the same answer whether or not the address has an account. */
export async function forgotPassword(deps: AccountDeps, email: string): Promise<void> {
  await deps.identity.requestPasswordReset(email);
}

/**
 * POST /website/reset-password/{token}: a new password; the token is single-use and every session of
 * the user ends (they log in again with the new password).
 */
export async function resetPassword(deps: AccountDeps, token: string, password: string): Promise<void> {
  // Whose token it is stays unknown until it is spent, so the rules that need the email do not apply.
  assertStrongPassword(password, '');
  await deps.identity.resetPassword(token, password);
}

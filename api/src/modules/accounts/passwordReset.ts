import type { Lang } from '@opengood/contracts';
import { RateLimitedError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { defineJob } from '../../platform/jobs';
import type { AccountDeps } from './accountDeps';
import { emailKey } from './loginThrottle';
import { assertStrongPassword } from './passwordPolicy';
import { findRecipientByEmail, findUserById } from './userRepository';

/**
 * "Send a reset mail to this address", whether or not it has an account: the job queue's worker looks
 * the address up, makes the token and puts the mail in the outbox (sendResetMail), which sends it (and
 * tries a refused one again). The job names the address, so it is deleted once done; it is tried again
 * when the database fails.
 */
export const RESET_MAIL_JOB = defineJob<{ email: string }>('password-reset-mail', {
  retryLimit: 2,
  retryDelay: 60,
  retryBackoff: true,
  deleteWhenDone: true,
});

/**
 * POST /website/forgot-password: the same answer whether or not the address has an account, after the
 * same work: the request only enqueues the mail. Looking the address up, making a token and sending
 * the mail took longer for an address with an account (~0.15 s), which told who has one.
 */
export async function forgotPassword(deps: AccountDeps, email: string): Promise<void> {
  await deps.jobs.send(RESET_MAIL_JOB, { email });
}

/**
 * In the caller's transaction (`tx`): a single-use reset link for the user, mailed to `user.email` (into
 * the outbox), in their language.
 */
export async function queueResetMail(
  deps: Pick<AccountDeps, 'identity' | 'outbox'>,
  tx: Db,
  user: { id: number; email: string; first_name: string | null; lang: Lang },
): Promise<void> {
  const token = await deps.identity.createResetToken(tx, user.id);
  await deps.outbox.add(tx, {
    kind: 'mail',
    to: user.email,
    lang: user.lang,
    template: 'resetPassword',
    data: { firstName: user.first_name, token },
  });
}

/**
 * The reset mail job: a single-use link to the address when it has an account, nothing otherwise. Past
 * the per-recipient cap (limitRules.ts) no mail goes out, so the cap neither floods a mailbox nor tells
 * whether the address has an account.
 */
export async function sendResetMail(deps: AccountDeps, email: string): Promise<void> {
  try {
    await deps.limits.get('resetMailsPerRecipient').consume(emailKey(email));
  } catch (error) {
    if (error instanceof RateLimitedError) return;
    throw error;
  }
  const user = await findRecipientByEmail(deps.db, email);
  if (!user) return;
  await deps.db.transaction((tx) => queueResetMail(deps, tx, user));
}

/**
 * POST /website/reset-password/{token}: a new password; the token is single-use, every other reset link
 * of the user is spent too (an older one must not set the password again), every session of the user
 * ends (they log in again with the new password), and the log-in backoff someone else's wrong passwords
 * put on the account is lifted (the owner just proved they hold the mailbox).
 */
export async function resetPassword(deps: AccountDeps, token: string, password: string): Promise<void> {
  // Whose token it is stays unknown until it is spent, so the rules that need the email do not apply.
  assertStrongPassword(password, '');
  const { userId } = await deps.identity.resetPassword(token, password);
  await deps.identity.spendResetTokens(userId);
  const user = await findUserById(deps.db, userId);
  if (user) await deps.loginThrottle.forgetFailures(user.email);
}

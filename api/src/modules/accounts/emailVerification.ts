import type { Lang, User } from '@opengood/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import type { AccountDeps } from './accountDeps';
import { describeUser } from './userPresenter';
import { findUserById, markEmailVerified } from './userRepository';

/** Verification links work once, for a day. */
export const EMAIL_TOKEN_SECONDS = 24 * 3600;

const invalidLink = () =>
  new ValidationError({ token: 'INVALID_OR_EXPIRED' }, 'This link is invalid or has expired');

/**
 * In the caller's transaction (`tx`): a single-use link to /verify-email/{token} for the user's address,
 * in their language, into the outbox. The token carries the address it was sent to: opening it verifies
 * that address only, so a link mailed before an email change cannot mark the new (someone else's)
 * address as verified.
 */
export async function queueVerificationMail(
  deps: Pick<AccountDeps, 'identity' | 'outbox'>,
  tx: Db,
  user: { id: number; email: string; first_name: string | null; lang: Lang },
): Promise<void> {
  const token = await deps.identity.createEmailToken(
    tx,
    user.id,
    EMAIL_TOKEN_SECONDS,
    'verify-email',
    user.email,
  );
  await deps.outbox.add(tx, {
    kind: 'mail',
    to: user.email,
    lang: user.lang,
    template: 'verifyEmail',
    data: { firstName: user.first_name, token },
  });
}

/** A verification mail for the user's address as it is now, token and mail in one transaction. */
export async function sendVerificationMail(deps: AccountDeps, userId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw new NotFoundError({ user: 'No such user' });
    await queueVerificationMail(deps, tx, user);
  });
}

/**
 * POST /website/verify-email/{token}: marks the address verified; the token is spent either way. The
 * user answers only to a browser signed in as that user (`callerId`); anyone else holding the link (a
 * forwarded mail, a mail scanner) learns only that it worked, not the account.
 */
export async function verifyEmail(
  deps: AccountDeps,
  token: string,
  callerId: number | undefined,
): Promise<{ user: User } | { ok: true }> {
  const owner = await deps.identity.consumeEmailToken(token);
  // A link without its address (mailed before links carried one) proves nothing about today's address.
  if (!owner?.address || !(await markEmailVerified(deps.db, owner.userId, owner.address)))
    throw invalidLink();
  const userId = owner.userId;
  if (callerId !== userId) return { ok: true };
  const user = await findUserById(deps.db, userId);
  if (!user) throw invalidLink();
  return { user: await describeUser(deps, user) };
}

/** POST /website/resend-verification (the VERIFY_EMAIL modal): a new link for the signed-in user. */
export async function resendVerification(deps: AccountDeps, userId: number): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new NotFoundError({ user: 'No such user' });
  if (user.email_verified)
    throw new ConflictError({ email: 'EMAIL_ALREADY_VERIFIED' }, 'This email address is verified already');
  await sendVerificationMail(deps, userId);
}

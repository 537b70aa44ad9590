import {
  EMAIL_UNCHANGED,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type User,
} from '@opengood/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import type { AccountDeps } from './accountDeps';
import { queueEmailChangedMail } from './emailChangeUndo';
import { queueVerificationMail } from './emailVerification';
import type { ClientInfo, SessionGrant } from '../../platform/identity';
import { assertStrongPassword } from './passwordPolicy';
import { describeUser } from './userPresenter';
import { findUserById } from './userRepository';

// Account settings' changes to how a user signs in. Both need the current password: a session left open
// on a shared computer must not be enough to take the account over.

/** The new address, unverified; false when another account has it (the unique index says so). */
async function replaceEmail(db: Db, userId: number, email: string): Promise<boolean> {
  try {
    await db.query('UPDATE users SET email = $2, email_verified = false, updated_at = now() WHERE id = $1', [
      userId,
      email,
    ]);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return false;
    throw error;
  }
}

/**
 * POST /users/me/email: checks the password, takes the new address (409 EMAIL_TAKEN when another account
 * has it) and mails a verification link there; the user is unverified until they open it (the
 * VERIFY_EMAIL modal then asks for it: docs/product/accounts.md). The new address is the login from now
 * on, so the old one is told now, with a link that undoes the change (emailChangeUndo.ts). The address,
 * both links and both mails are one transaction: a change that fails sends nothing.
 */
export async function changeEmail(
  deps: AccountDeps,
  userId: number,
  client: ClientInfo,
  request: ChangeEmailRequest,
): Promise<User> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new NotFoundError({ user: 'No such user' });
  await deps.identity.verifyPassword(client, request.password);
  if (request.email === user.email)
    throw new ValidationError({ email: EMAIL_UNCHANGED }, 'This is your address already');
  await deps.db.transaction(async (tx) => {
    if (!(await replaceEmail(tx, userId, request.email)))
      throw new ConflictError({ email: 'EMAIL_TAKEN' }, 'An account already uses this email');
    await queueVerificationMail(deps, tx, { ...user, email: request.email });
    await queueEmailChangedMail(deps, tx, user, user.email, request.email);
  });
  const changed = await findUserById(deps.db, userId);
  if (!changed) throw new NotFoundError({ user: 'No such user' });
  return await describeUser(deps, changed);
}

/**
 * POST /users/me/password: checks the current password and the new one's strength, sets it, signs every
 * other session of the user out and spends every reset link still pending (one mailed before the change
 * must not set the password back); the grant keeps this browser signed in.
 */
export async function changePassword(
  deps: AccountDeps,
  userId: number,
  client: ClientInfo,
  request: ChangePasswordRequest,
): Promise<SessionGrant> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new NotFoundError({ user: 'No such user' });
  try {
    assertStrongPassword(request.newPassword, user.email);
  } catch (error) {
    if (error instanceof ValidationError)
      throw new ValidationError({ newPassword: 'PASSWORD_TOO_WEAK' }, error.message);
    throw error;
  }
  const grant = await deps.identity.changePassword(client, request.currentPassword, request.newPassword);
  await deps.identity.spendResetTokens(userId);
  return grant;
}

import type { SignupRequest, User } from '@opengood/contracts';
import { moduleLogger } from '../../platform/log';
import type { AccountDeps } from './accountDeps';
import { sendVerificationMail } from './emailVerification';
import type { ClientInfo, SessionGrant } from '../../platform/identity';
import { assertStrongPassword } from './passwordPolicy';
import { describeUser } from './userPresenter';
import { findUserById } from './userRepository';

const log = moduleLogger('accounts');

/**
 * POST /website/signup: creates the account, signs it in and mails a verification link. better-auth
 * writes the account (its own statements, committed when it answers), so the link and its mail go into
 * the outbox in a transaction of their own right after; one that cannot be stored does not undo the
 * account (the VERIFY_EMAIL modal offers to send another).
 */
export async function signUp(
  deps: AccountDeps,
  input: SignupRequest,
  client: ClientInfo,
): Promise<{ user: User; grant: SessionGrant }> {
  assertStrongPassword(input.password, input.email);
  const { userId, grant } = await deps.identity.signUp(
    {
      email: input.email,
      password: input.password,
      firstName: input.firstName,
      lastName: input.lastName,
      lang: input.lang ?? 'en',
    },
    client,
  );
  try {
    await sendVerificationMail(deps, userId);
  } catch (error) {
    log.error({ err: error, userId }, 'verification mail not stored for a new account');
  }
  const user = await findUserById(deps.db, userId);
  if (!user) throw new Error(`user ${userId} vanished right after sign-up`);
  return { user: await describeUser(deps, user), grant };
}

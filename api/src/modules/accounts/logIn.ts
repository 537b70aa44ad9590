import type { LoginRequest, User } from '@opengood/contracts';
import type { AccountDeps } from './accountDeps';
import type { ClientInfo, SessionGrant } from './identity';
import { presentUser } from './userPresenter';
import { findUserById } from './userRepository';

/** POST /website/login: a new session (any previous one of this browser ends). */
export async function logIn(
  deps: AccountDeps,
  input: LoginRequest,
  client: ClientInfo,
): Promise<{ user: User; grant: SessionGrant }> {
  const { userId, grant } = await deps.identity.signIn(input, client);
  const user = await findUserById(deps.db, userId);
  if (!user) throw new Error(`user ${userId} vanished right after log-in`);
  return { user: presentUser(user), grant };
}

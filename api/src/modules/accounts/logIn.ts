import type { LoginRequest, User } from '@opengood/contracts';
import type { AccountDeps } from './accountDeps';
import type { ClientInfo, SessionGrant } from '../../platform/identity';
import { describeUser } from './userPresenter';
import { findUserById } from './userRepository';

/**
 * POST /website/login: a new session (any previous one of this browser ends), under the log-in limits
 * (loginThrottle.ts); `address` is the caller's address key.
 */
export async function logIn(
  deps: AccountDeps,
  input: LoginRequest,
  client: ClientInfo,
  address: string,
): Promise<{ user: User; grant: SessionGrant }> {
  const attempt = { email: input.email, address, cookieHeader: client.headers.get('cookie') ?? undefined };
  const { result, deviceCookie } = await deps.loginThrottle.guard(attempt, () =>
    deps.identity.signIn(input, client),
  );
  const user = await findUserById(deps.db, result.userId);
  if (!user) throw new Error(`user ${result.userId} vanished right after log-in`);
  return {
    user: await describeUser(deps, user),
    grant: { setCookies: [...result.grant.setCookies, deviceCookie] },
  };
}

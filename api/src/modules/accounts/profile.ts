import type { UpdateMeRequest, User } from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import type { AccountDeps } from './accountDeps';
import { describeUser } from './userPresenter';
import { emailExists, findUserById, updateProfile } from './userRepository';

type UserDeps = Pick<AccountDeps, 'db' | 'userFacts'>;

/** GET /users/me: the signed-in user, or null for a visitor (or a session whose user is gone). */
export async function getMe(deps: UserDeps, userId: number | undefined): Promise<User | null> {
  if (userId === undefined) return null;
  const user = await findUserById(deps.db, userId);
  return user ? describeUser(deps, user) : null;
}

/** PATCH /users/me: names and language (INFORMATION_REQUIRED, FINISH_OAUTH_SIGNUP, the language switch). */
export async function updateMe(deps: UserDeps, userId: number, changes: UpdateMeRequest): Promise<User> {
  await updateProfile(deps.db, userId, changes);
  const user = await findUserById(deps.db, userId);
  if (!user) throw new NotFoundError({ user: 'No such user' });
  return describeUser(deps, user);
}

/** GET /users/by-email: whether an account uses this address (docs/product/accounts.md#account-calls, the sign-up and invite forms). */
export function userExists(db: Db, email: string): Promise<boolean> {
  return emailExists(db, email);
}

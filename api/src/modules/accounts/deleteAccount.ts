import { RECENT_LOG_IN_MINUTES, type DeleteMeRequest } from '@opengood/contracts';
import { ConflictError, ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { storageKeysOfOwner } from '../resumes';
import { removeStoredFiles } from '../../platform/files/fileStore';
import type { AccountDeps } from './accountDeps';
import type { ClientInfo, SessionGrant } from '../../platform/identity';
import { deleteUser, orgsAdministeredAlone } from './userRepository';

export interface CanDelete {
  canDelete: boolean;
  /** Why not, as a code the page translates. */
  reason: 'LAST_ADMIN_OF_ORG' | null;
}

/** GET /users/me/can-delete: not while the user is the only admin of an organisation. */
export async function canDeleteAccount(db: Db, userId: number): Promise<CanDelete> {
  const alone = await orgsAdministeredAlone(db, userId);
  return alone.length > 0
    ? { canDelete: false, reason: 'LAST_ADMIN_OF_ORG' }
    : { canDelete: true, reason: null };
}

/**
 * Proves the person at the keyboard owns the account: the current password, or a session begun within
 * RECENT_LOG_IN_MINUTES (someone who just logged in, with a provider too, whose account has no password).
 * A session left open on a shared computer, or stolen, is not enough.
 */
async function confirmOwner(deps: AccountDeps, client: ClientInfo, currentPassword: string | undefined) {
  if (currentPassword !== undefined) {
    try {
      await deps.identity.verifyPassword(client, currentPassword);
    } catch (error) {
      if (error instanceof ValidationError)
        throw new ValidationError({ currentPassword: 'INVALID_CREDENTIALS' }, 'Wrong password');
      throw error;
    }
    return;
  }
  const since = await deps.identity.signedInAt(client);
  if (since && Date.now() - since.getTime() <= RECENT_LOG_IN_MINUTES * 60_000) return;
  throw new ValidationError(
    { currentPassword: 'RECENT_LOGIN_REQUIRED' },
    'Give your password, or log in again, to delete the account',
  );
}

/**
 * DELETE /users/me/delete: once the owner is confirmed (the current password, or a fresh log-in), ends
 * every session of the user, then deletes the user and every row that belongs to them. Refused (409)
 * while canDeleteAccount says no.
 */
export async function deleteAccount(
  deps: AccountDeps,
  userId: number,
  client: ClientInfo,
  { currentPassword }: DeleteMeRequest,
): Promise<SessionGrant> {
  await confirmOwner(deps, client, currentPassword);
  const { canDelete, reason } = await canDeleteAccount(deps.db, userId);
  if (!canDelete && reason)
    throw new ConflictError(
      { user: reason },
      'Hand the organisation to another admin before deleting the account',
    );
  await deps.identity.revokeSessions(userId);
  const fileKeys = await storageKeysOfOwner(deps.db, userId);
  await deleteUser(deps.db, userId);
  // The files rows went with the user (ON DELETE CASCADE); their bytes are outside the database.
  await removeStoredFiles(deps.files, fileKeys);
  return deps.identity.clearedSession();
}

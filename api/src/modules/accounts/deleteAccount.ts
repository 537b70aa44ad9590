import { ConflictError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { storageKeysOfOwner } from '../resumes/fileRepository';
import { removeStoredFiles } from '../resumes/fileStore';
import type { AccountDeps } from './accountDeps';
import type { SessionGrant } from './identity';
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
 * DELETE /users/me/delete: ends every session of the user, then deletes the user and every row that
 * belongs to them. Refused (409) while canDeleteAccount says no.
 */
export async function deleteAccount(deps: AccountDeps, userId: number): Promise<SessionGrant> {
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

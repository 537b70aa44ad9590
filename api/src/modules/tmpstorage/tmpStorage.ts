import { randomBytes } from 'node:crypto';
import {
  TMP_STORAGE_MAX_ENTRIES_PER_VISITOR,
  TMP_STORAGE_TTL_DAYS,
  type TmpRecord,
} from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import {
  deleteOldestTmpEntries,
  deleteTmpEntry,
  findTmpEntry,
  insertTmpEntry,
  purgeExpiredTmpEntries,
  type TmpOwner,
  type TmpReader,
} from './tmpStorageRepository';

// An entry belongs to whoever wrote it: the signed-in user, else the anonymous browser (its `vid` cookie).
// Only they may read or delete it; to anyone else it does not exist (404), so a link carrying someone
// else's tmpId restores nothing. The flows that write one come back to it in the same browser (sign-up,
// then the verified page or a log-in there) or as the same user. The id is still unguessable: it travels
// in URLs.

const notFound = () => new NotFoundError({ tmpId: 'No temporary data with this id, or it has expired' });

/**
 * Stores the validated records (re-serialised, so only known fields are kept) for TMP_STORAGE_TTL_DAYS,
 * as the owner's; past TMP_STORAGE_MAX_ENTRIES_PER_VISITOR live entries the owner's oldest goes.
 */
export async function createTmpEntry(
  db: Db,
  owner: TmpOwner,
  records: readonly TmpRecord[],
): Promise<{ id: string }> {
  const id = randomBytes(16).toString('base64url');
  await purgeExpiredTmpEntries(db);
  await db.transaction(async (tx) => {
    await deleteOldestTmpEntries(tx, owner, TMP_STORAGE_MAX_ENTRIES_PER_VISITOR - 1);
    await insertTmpEntry(tx, id, owner, JSON.stringify(records), TMP_STORAGE_TTL_DAYS);
  });
  return { id };
}

export async function readTmpEntry(db: Db, reader: TmpReader, id: string): Promise<{ id: string; data: string }> {
  const row = await findTmpEntry(db, id, reader);
  if (!row) throw notFound();
  return { id: row.id, data: row.data };
}

export async function removeTmpEntry(db: Db, reader: TmpReader, id: string): Promise<void> {
  if (!(await deleteTmpEntry(db, id, reader))) throw notFound();
}

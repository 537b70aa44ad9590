import { randomBytes } from 'node:crypto';
import { TMP_STORAGE_TTL_DAYS, type TmpRecord } from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { deleteTmpEntry, findTmpEntry, insertTmpEntry, purgeExpiredTmpEntries } from './tmpStorageRepository';

// Anyone holding the id may read or delete the entry: it is a capability handed over in the URL (the
// restore may happen in another browser, after the e-mail link), so it must be unguessable.

const notFound = () => new NotFoundError({ tmpId: 'No temporary data with this id, or it has expired' });

/** Stores the validated records (re-serialised, so only known fields are kept) for TMP_STORAGE_TTL_DAYS. */
export async function createTmpEntry(db: Db, records: readonly TmpRecord[]): Promise<{ id: string }> {
  const id = randomBytes(16).toString('base64url');
  await purgeExpiredTmpEntries(db);
  await insertTmpEntry(db, id, JSON.stringify(records), TMP_STORAGE_TTL_DAYS);
  return { id };
}

export async function readTmpEntry(db: Db, id: string): Promise<{ id: string; data: string }> {
  const row = await findTmpEntry(db, id);
  if (!row) throw notFound();
  return { id: row.id, data: row.data };
}

export async function removeTmpEntry(db: Db, id: string): Promise<void> {
  if (!(await deleteTmpEntry(db, id))) throw notFound();
}

import type { TmpRecord } from '@opengood/contracts';
import type { HttpClient } from '../http';
import { rememberPendingTmp } from './pendingTmp';

// What a visitor was doing when a page asked them to sign up (save a listing, an application form),
// kept server-side in temporary storage (spec §4 "Temporary-data restore"); the entry's id waits in this
// browser (pendingTmp) and the restore runs where the verified user continues. The entry is this
// browser's (the api's visitor cookie), or the user's when signed in: only they can read it back, in this
// browser, and the shell's restore shows the user what it holds and applies it only once they confirm.

/** The contracts' createTmpStorage route, restated to keep its zod schema out of the first load. */
export const TMP_STORAGE_URL = '/data/tmp-storage';

/**
 * Stores the records for after sign-up and remembers the entry in this browser; resolves to its id, which
 * a log-in link carries as `tmpId` in its `to`. Add a SIGNUP_BLOCK_REDIRECT record to bring the user back.
 */
export async function keepForAfterSignup(
  http: HttpClient,
  records: readonly TmpRecord[],
  now = Date.now(),
): Promise<string> {
  const answer = await http.post<{ data: { id: string } }>(TMP_STORAGE_URL, {
    data: JSON.stringify(records),
  });
  rememberPendingTmp(answer.data.id, now);
  return answer.data.id;
}

/** `path` (path and query) with the entry's id, so the restore runs there once the user is signed in. */
export function withTmpIdParam(path: string, tmpId: string): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('tmpId', tmpId);
  return url.pathname + url.search + url.hash;
}

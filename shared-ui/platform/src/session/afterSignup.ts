import type { TmpRecord } from '@opengood/contracts';
import type { HttpClient } from '../http';
import { callOf } from '../mutations/defineMutation';
import { keepTmpRecords } from './keepTmpRecords';
import { rememberPendingTmp } from './pendingTmp';

// What a visitor was doing when a page asked them to sign up (save a listing, an application form),
// kept server-side in temporary storage (docs/product/accounts.md#temporary-data); the entry's id waits in this
// browser (pendingTmp) and the restore runs where the verified user continues. The entry is this
// browser's (the api's visitor cookie), or the user's when signed in: only they can read it back, in this
// browser, and the shell's restore shows the user what it holds and applies it only once they confirm.

/**
 * Stores the records for after sign-up and remembers the entry in this browser; resolves to its id, which
 * a log-in link carries as `tmpId` in its `to`. Add a SIGNUP_BLOCK_REDIRECT record to bring the user back.
 *
 * @deprecated Run `keepTmpRecords` with `useMutation` (a component: `useContinueAfterSignup` does) or
 * `mutate` (a saga), then `rememberPendingTmp(answer.data.id)`: the write's state is then in the store.
 * Kept, on the same mutation's call, for the areas that still call it (mfe-search's save-search prompt).
 */
export async function keepForAfterSignup(
  http: HttpClient,
  records: readonly TmpRecord[],
  now = Date.now(),
): Promise<string> {
  const answer = await callOf(http, keepTmpRecords, records);
  rememberPendingTmp(answer.data.id, now);
  return answer.data.id;
}

/** `path` (path and query) with the entry's id, so the restore runs there once the user is signed in. */
export function withTmpIdParam(path: string, tmpId: string): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('tmpId', tmpId);
  return url.pathname + url.search + url.hash;
}

import { TMP_STORAGE_TTL_DAYS } from '@opengood/contracts';

// The temporary-storage id of a sign-up that continues after verification (a saved listing, an
// application form, "go on to post a listing"). The verification mail links to /verify-email/{token} only,
// so the id waits in this browser until the verified user continues; it lives as long as the entry does
// (TMP_STORAGE_TTL_DAYS). The entry is this browser's: verifying on another device continues here.
/** The browser key of the pending entry. */
export const PENDING_TMP_KEY = 'og_pending_tmp';
const TTL_MS = TMP_STORAGE_TTL_DAYS * 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the log-in route (which carries tmpId in `to`) still restores it
  }
}

export function rememberPendingTmp(tmpId: string, now = Date.now()): void {
  storage()?.setItem(PENDING_TMP_KEY, JSON.stringify({ tmpId, expires: now + TTL_MS }));
}

export function pendingTmp(now = Date.now()): string | null {
  const raw = storage()?.getItem(PENDING_TMP_KEY);
  if (!raw) return null;
  try {
    const { tmpId, expires } = JSON.parse(raw) as { tmpId?: unknown; expires?: unknown };
    if (typeof tmpId === 'string' && typeof expires === 'number' && expires > now) return tmpId;
  } catch {
    // not ours, or damaged: dropped below
  }
  storage()?.removeItem(PENDING_TMP_KEY);
  return null;
}

export function forgetPendingTmp(tmpId: string): void {
  if (pendingTmp() === tmpId) storage()?.removeItem(PENDING_TMP_KEY);
}

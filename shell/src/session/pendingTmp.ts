import { TMP_STORAGE_TTL_DAYS } from '@opengood/contracts';

// The temporary-storage id of a sign-up that continues after verification (the sign-up-to-post page
// keeps "go on to post a listing" there). The verification mail links to /verify-email/{token} only, so
// the id waits in this browser until the verified user continues; it lives as long as the entry does.
const KEY = 'og_pending_tmp';
const TTL_MS = TMP_STORAGE_TTL_DAYS * 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the flow ends at the verified page instead of continuing
  }
}

export function rememberPendingTmp(tmpId: string, now = Date.now()): void {
  storage()?.setItem(KEY, JSON.stringify({ tmpId, expires: now + TTL_MS }));
}

export function pendingTmp(now = Date.now()): string | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const { tmpId, expires } = JSON.parse(raw) as { tmpId?: unknown; expires?: unknown };
    if (typeof tmpId === 'string' && typeof expires === 'number' && expires > now) return tmpId;
  } catch {
    // not ours, or damaged: dropped below
  }
  storage()?.removeItem(KEY);
  return null;
}

export function forgetPendingTmp(tmpId: string): void {
  if (pendingTmp() === tmpId) storage()?.removeItem(KEY);
}

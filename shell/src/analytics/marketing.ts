import type { Utm } from './eventRules';

// docs/product/chrome.md#analytics: the campaign a visitor came from. UTM parameters (and the ad networks' click ids) of the
// landing URL are kept in local storage for 7 days, so events later in the visit, or on a return within
// the week, are still attributed to it.

export const MARKETING_KEY = 'og_marketing';
export const MARKETING_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
/** Extra marketing parameters kept besides UTM: click ids of the ad networks and a referral code. */
export const EXTRA_MARKETING_PARAMS = ['gclid', 'fbclid', 'msclkid', 'ref'] as const;

const MAX_VALUE_LENGTH = 200;

export interface Marketing {
  utm: Utm;
  /** Extra parameters by their (lowercase snake_case) name, sent as event properties. */
  extra: Record<string, string>;
}

interface Stored extends Marketing {
  savedAt: number;
}

export function marketingFromSearch(search: string): Marketing | null {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  const extra: Record<string, string> = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(`utm_${field}`)?.trim();
    if (value) utm[field] = value.slice(0, MAX_VALUE_LENGTH);
  }
  for (const name of EXTRA_MARKETING_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) extra[name] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return Object.keys(utm).length > 0 || Object.keys(extra).length > 0 ? { utm, extra } : null;
}

function read(storage: Storage | undefined, now: number): Marketing | null {
  try {
    const stored = JSON.parse(storage?.getItem(MARKETING_KEY) ?? 'null') as Stored | null;
    if (!stored || typeof stored.savedAt !== 'number' || now - stored.savedAt > MARKETING_TTL_MS) {
      storage?.removeItem(MARKETING_KEY);
      return null;
    }
    return { utm: stored.utm ?? {}, extra: stored.extra ?? {} };
  } catch {
    return null;
  }
}

/**
 * The visit's marketing parameters: the current URL's (saved for the next 7 days), else the ones saved
 * within the last 7 days, else none.
 */
export function captureMarketing(search: string, storage: Storage | undefined, now = Date.now()): Marketing {
  const landing = marketingFromSearch(search);
  if (landing) {
    try {
      storage?.setItem(MARKETING_KEY, JSON.stringify({ ...landing, savedAt: now } satisfies Stored));
    } catch {
      // Blocked storage: this page still carries the parameters.
    }
    return landing;
  }
  return read(storage, now) ?? { utm: {}, extra: {} };
}

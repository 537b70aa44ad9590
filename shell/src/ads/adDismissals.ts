import { isAdType, type AdType } from '@opengood/platform';

// docs/product/chrome.md#ad-eligibility: a dismissed ad stays dismissed on this browser (local storage), for visitors and users alike.
export const AD_DISMISSALS_KEY = 'og_ads_dismissed';

export function readAdDismissals(storage: Storage | undefined = safeLocalStorage()): AdType[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(AD_DISMISSALS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isAdType) : [];
  } catch {
    return [];
  }
}

export function writeAdDismissals(
  types: readonly AdType[],
  storage: Storage | undefined = safeLocalStorage(),
) {
  try {
    storage?.setItem(AD_DISMISSALS_KEY, JSON.stringify([...new Set(types)]));
  } catch {
    // Storage full or blocked: the ad comes back next visit, nothing breaks.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

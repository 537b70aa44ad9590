// The tracked-event rules of the contracts (schemas/analytics.ts), restated here because that module
// builds zod schemas at load time and the analytics client is on every page's first load. The test beside
// this file checks both agree on a corpus of names, hrefs and UTM values, so they cannot drift apart.

export const EVENT_NAME_MAX_LENGTH = 100;
export const PROPERTY_NAME_MAX_LENGTH = 64;

/** docs/product/chrome.md#analytics: starts with an uppercase letter or digit, no underscore ("Viewed Listing", "404 Shown"). */
export function isValidEventName(name: string): boolean {
  return (
    name.length <= EVENT_NAME_MAX_LENGTH &&
    /^[A-Z0-9]/.test(name) &&
    !name.includes('_') &&
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    !/[\u0000-\u001f\u007f]/.test(name)
  );
}

/** docs/product/chrome.md#analytics: lowercase snake case ("listing_id", "position_2"). */
export function isValidPropertyName(name: string): boolean {
  return name.length <= PROPERTY_NAME_MAX_LENGTH && /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/.test(name);
}

/** docs/product/chrome.md#analytics: a tracked link needs a real destination. */
export function isTrackableHref(href: string | null | undefined): boolean {
  return typeof href === 'string' && href.trim() !== '' && href.trim() !== '#';
}

export interface Utm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

/** docs/product/chrome.md#analytics: source and medium default to `referral`. */
export const DEFAULT_UTM = { source: 'referral', medium: 'referral' } as const;

export function withDefaultUtm(utm: Utm = {}): Utm & { source: string; medium: string } {
  return { ...utm, source: utm.source || DEFAULT_UTM.source, medium: utm.medium || DEFAULT_UTM.medium };
}

import type { HowToApply, Lang, PublishedListingDetail } from '@opengood/contracts';

// What a published detail answer says about applying (docs/product/listings.md#listing-lifecycle,
// docs/product/organisations.md#posting-a-listing): whether it has expired, and how applications are taken.

/**
 * The date an expired listing closed (its deadline, now past), else null. Expiry is the clock's: the answer
 * is the published variant, and the page must still say it is closed and take no application.
 */
export function closedSince(listing: PublishedListingDetail, now: number = Date.now()): string | null {
  return listing.expiresAt !== null && Date.parse(listing.expiresAt) < now ? listing.expiresAt : null;
}

/** How a listing takes applications: on the site (the form), at the organisation's address, or by mail. */
export type ApplyMethod =
  | { method: 'SITE' }
  | { method: 'URL'; href: string; target: string }
  | { method: 'EMAIL'; href: string; target: string };

/** Only web addresses are followed: anything else (javascript:, data:) is not a link to put on a page. */
function webAddress(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * A listing without `howToApply` (every seeded one), or with SITE, takes applications on the page; URL and
 * EMAIL send applicants elsewhere, the mail's subject prefilled with the listing's title. A URL or EMAIL
 * answer without a usable address falls back to the site's form rather than to a dead link.
 */
export function applyMethod(listing: { title: string; howToApply?: HowToApply }): ApplyMethod {
  const how = listing.howToApply;
  if (how?.method === 'URL') {
    const href = webAddress(how.url);
    if (href) return { method: 'URL', href, target: how.url! };
  }
  if (how?.method === 'EMAIL' && how.email && /^[^\s@?&]+@[^\s@?&]+$/.test(how.email)) {
    const subject = encodeURIComponent(listing.title);
    return { method: 'EMAIL', href: `mailto:${how.email}?subject=${subject}`, target: how.email };
  }
  return { method: 'SITE' };
}

/** "Brazil and Portugal" ("Brasil y Portugal", "Brasil e Portugal"): country names in the page's language. */
export function countryList(codes: readonly string[], lang: Lang): string {
  let names: string[] = [...codes];
  try {
    const display = new Intl.DisplayNames([lang], { type: 'region' });
    names = codes.map((code) => display.of(code) ?? code);
  } catch {
    // an unknown code stays as it is
  }
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(names);
}

/**
 * The graduate fairs ad flag (docs/product/chrome.md#ad-eligibility): on while the season's fairs are being advertised. Turn it off
 * here (one shell deploy) when no fair is coming up; the other eligibility rules still apply.
 */
export const GRAD_FAIRS_AD_ON = true;

import type { Environment, Lang, User } from '@opengood/contracts';
import { AD_TYPES, type AdType } from '@opengood/platform';
import { haversineMiles, type LatLng } from './geo';

/** docs/product/chrome.md#ad-eligibility: graduate fairs are advertised within 50 miles of New York City. */
export const NEW_YORK: LatLng = { latitude: 40.7127753, longitude: -74.0059728 };
export const FAIR_AD_RADIUS_MILES = 50;

export interface AdContext {
  lang: Lang;
  user: User | null;
  environment: Environment | null;
  /** docs/product/accounts.md#roles: no staff or orgAdmin permission, or no user. Only non-admins see ads. */
  isNonAdmin: boolean;
  /** The graduate fairs ad flag (on while fairs are being advertised; see adsConfig). */
  fairsAdOn: boolean;
  dismissed: readonly AdType[];
  /**
   * The nearest upcoming graduate fair within FAIR_AD_RADIUS_MILES of the visitor, from the api
   * (docs/product/grad-fairs.md#the-ad); null when there is none (or it is not known): no fairs ad then.
   */
  nearbyFair: NearbyFair | null;
}

/** A fair the graduate fairs ad can lead to. */
export interface NearbyFair {
  id: number;
}

/** Where the visitor probably is: the environment's guess from their address (null when unknown). */
export function visitorLocation(ctx: Pick<AdContext, 'environment'>): LatLng | null {
  return ctx.environment?.guessedLocation ?? null;
}

export function isNearNewYork(location: LatLng | null): boolean {
  return location !== null && haversineMiles(location, NEW_YORK) <= FAIR_AD_RADIUS_MILES;
}

/**
 * docs/product/chrome.md#ad-eligibility: fairs flag on, banner not dismissed, within 50 miles of New York,
 * non-admin: whether the fairs ad may be shown at all (so whether to ask the api for a fair near the visitor).
 */
export function mayAdvertiseGradFairs(ctx: Omit<AdContext, 'nearbyFair'>): boolean {
  return (
    ctx.fairsAdOn &&
    !ctx.dismissed.includes('GRAD_FAIRS') &&
    isNearNewYork(visitorLocation(ctx)) &&
    ctx.isNonAdmin
  );
}

/** The rule above, and a real upcoming fair near the visitor to lead to (docs/product/grad-fairs.md#the-ad). */
export function isGradFairsAdEligible(ctx: AdContext): boolean {
  return mayAdvertiseGradFairs(ctx) && ctx.nearbyFair !== null;
}

/** docs/product/chrome.md#ad-eligibility: English, US, survey not completed (a visitor has not completed it), not dismissed, non-admin. */
export function isSalarySurveyAdEligible(ctx: AdContext): boolean {
  return (
    ctx.lang === 'en' &&
    ctx.environment?.isUS === true &&
    (ctx.user?.salarySurvey.lastSubmitted ?? null) === null &&
    !ctx.dismissed.includes('SALARY_SURVEY') &&
    ctx.isNonAdmin
  );
}

/** An applicant profile that cannot be found by recruiters yet: recruitability not chosen, or no résumé. */
export function hasIncompleteResumeSetup(user: User): boolean {
  return user.isRecruitable === null || (user.isRecruitable && user.resumeId === null);
}

/**
 * docs/product/chrome.md#ad-eligibility: English, US, non-admin, not dismissed, incomplete résumé setup. A visitor who is not signed in
 * has no résumé setup to complete, so this ad needs a user.
 */
export function isResumeDbAdEligible(ctx: AdContext): boolean {
  return (
    ctx.lang === 'en' &&
    ctx.environment?.isUS === true &&
    ctx.isNonAdmin &&
    !ctx.dismissed.includes('RESUME_DB') &&
    ctx.user !== null &&
    hasIncompleteResumeSetup(ctx.user)
  );
}

const RULES: Readonly<Record<AdType, (ctx: AdContext) => boolean>> = {
  GRAD_FAIRS: isGradFairsAdEligible,
  SALARY_SURVEY: isSalarySurveyAdEligible,
  RESUME_DB: isResumeDbAdEligible,
};

/** docs/product/chrome.md#ad-eligibility: the first eligible ad in the order grad fairs, salary survey, résumé db (all placements). */
export function chooseAd(ctx: AdContext): AdType | null {
  return AD_TYPES.find((type) => RULES[type](ctx)) ?? null;
}

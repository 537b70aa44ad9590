import type { Environment, User } from '@opengood/contracts';
import { testUser } from '../testing/fixtures';
import {
  chooseAd,
  FAIR_AD_RADIUS_MILES,
  isGradFairsAdEligible,
  isNearNewYork,
  isResumeDbAdEligible,
  mayAdvertiseGradFairs,
  isSalarySurveyAdEligible,
  type AdContext,
} from './adEligibility';

const BROOKLYN = { latitude: 40.6782, longitude: -73.9442 };
const PRINCETON = { latitude: 40.3573, longitude: -74.6672 }; // ~42 miles
const PHILADELPHIA = { latitude: 39.9526, longitude: -75.1652 }; // ~81 miles

function env(overrides: Partial<Environment> = {}, at = BROOKLYN): Environment {
  return {
    showAcceptCookies: false,
    isUS: true,
    abExperiments: [],
    oidcSignIn: false,
    guessedLocation: { city: 'New York', stateCode: 'NY', countryCode: 'US', ...at },
    ...overrides,
  };
}

function ctx(overrides: Partial<AdContext> = {}, user: Partial<User> | null = {}): AdContext {
  return {
    lang: 'en',
    user: user === null ? null : testUser({ lang: 'en', ...user }),
    environment: env(),
    isNonAdmin: true,
    fairsAdOn: true,
    dismissed: [],
    nearbyFair: { id: 3 },
    ...overrides,
  };
}

describe('grad fairs ad (docs/product/chrome.md#ad-eligibility)', () => {
  it('needs the flag on, not dismissed, within 50 miles of New York, and a non-admin', () => {
    expect(isGradFairsAdEligible(ctx())).toBe(true);
    expect(isGradFairsAdEligible(ctx({}, null))).toBe(true); // visitors too
    expect(isGradFairsAdEligible(ctx({ fairsAdOn: false }))).toBe(false);
    expect(isGradFairsAdEligible(ctx({ dismissed: ['GRAD_FAIRS'] }))).toBe(false);
    expect(isGradFairsAdEligible(ctx({ isNonAdmin: false }))).toBe(false);
    expect(isGradFairsAdEligible(ctx({ environment: env({}, PHILADELPHIA) }))).toBe(false);
    expect(isGradFairsAdEligible(ctx({ environment: env({ guessedLocation: null }) }))).toBe(false);
    expect(isGradFairsAdEligible(ctx({ environment: null }))).toBe(false);
    // Any language: the fairs are not an English-only ad.
    expect(isGradFairsAdEligible(ctx({ lang: 'es' }))).toBe(true);
  });

  it('needs a real upcoming fair near the visitor (docs/product/grad-fairs.md#the-ad)', () => {
    expect(isGradFairsAdEligible(ctx({ nearbyFair: null }))).toBe(false);
    // Whether to ask for one at all: the rule without the fair.
    expect(mayAdvertiseGradFairs(ctx({ nearbyFair: null }))).toBe(true);
    expect(mayAdvertiseGradFairs(ctx({ environment: env({}, PHILADELPHIA) }))).toBe(false);
    expect(mayAdvertiseGradFairs(ctx({ isNonAdmin: false }))).toBe(false);
    const all = ctx({ nearbyFair: null }, { isRecruitable: null });
    expect(chooseAd(all)).toBe('SALARY_SURVEY');
  });

  it('draws the 50-mile line by the haversine', () => {
    expect(FAIR_AD_RADIUS_MILES).toBe(50);
    expect(isNearNewYork(PRINCETON)).toBe(true);
    expect(isNearNewYork(PHILADELPHIA)).toBe(false);
    // Due north: 50 miles is 0.7236° of latitude on the 6371 km sphere.
    expect(isNearNewYork({ latitude: 40.7127753 + 0.7235, longitude: -74.0059728 })).toBe(true);
    expect(isNearNewYork({ latitude: 40.7127753 + 0.7237, longitude: -74.0059728 })).toBe(false);
    expect(isNearNewYork(null)).toBe(false);
  });
});

describe('salary survey ad (docs/product/chrome.md#ad-eligibility)', () => {
  const away = { environment: env({}, PHILADELPHIA) };
  it('needs English, the US, the survey not completed, not dismissed, and a non-admin', () => {
    expect(isSalarySurveyAdEligible(ctx(away))).toBe(true);
    expect(isSalarySurveyAdEligible(ctx(away, null))).toBe(true);
    expect(isSalarySurveyAdEligible(ctx({ ...away, lang: 'pt' }))).toBe(false);
    expect(isSalarySurveyAdEligible(ctx({ environment: env({ isUS: false }) }))).toBe(false);
    expect(isSalarySurveyAdEligible(ctx({ environment: null }))).toBe(false);
    expect(
      isSalarySurveyAdEligible(ctx(away, { salarySurvey: { lastSubmitted: '2025-03-01T00:00:00.000Z' } })),
    ).toBe(false);
    expect(isSalarySurveyAdEligible(ctx({ ...away, dismissed: ['SALARY_SURVEY'] }))).toBe(false);
    expect(isSalarySurveyAdEligible(ctx({ ...away, isNonAdmin: false }))).toBe(false);
  });
});

describe('résumé database ad (docs/product/chrome.md#ad-eligibility)', () => {
  it('needs English, the US, a non-admin, not dismissed, and an incomplete résumé setup', () => {
    expect(isResumeDbAdEligible(ctx({}, { isRecruitable: null }))).toBe(true);
    expect(isResumeDbAdEligible(ctx({}, { isRecruitable: true, resumeId: null }))).toBe(true);
    expect(isResumeDbAdEligible(ctx({}, { isRecruitable: true, resumeId: 'q3Vh2l0Zr8mXk1bS9pWcDg' }))).toBe(
      false,
    );
    expect(isResumeDbAdEligible(ctx({}, { isRecruitable: false, resumeId: null }))).toBe(false);
    expect(isResumeDbAdEligible(ctx({ lang: 'es' }))).toBe(false);
    expect(isResumeDbAdEligible(ctx({ environment: env({ isUS: false }) }))).toBe(false);
    expect(isResumeDbAdEligible(ctx({ isNonAdmin: false }))).toBe(false);
    expect(isResumeDbAdEligible(ctx({ dismissed: ['RESUME_DB'] }))).toBe(false);
    expect(isResumeDbAdEligible(ctx({}, null))).toBe(false); // no résumé setup without an account
  });
});

describe('chooseAd: the first eligible in the order grad fairs, salary survey, résumé db', () => {
  it('follows the order and falls through on dismissal', () => {
    const all = ctx({}, { isRecruitable: null });
    expect(chooseAd(all)).toBe('GRAD_FAIRS');
    expect(chooseAd({ ...all, dismissed: ['GRAD_FAIRS'] })).toBe('SALARY_SURVEY');
    expect(chooseAd({ ...all, dismissed: ['GRAD_FAIRS', 'SALARY_SURVEY'] })).toBe('RESUME_DB');
    expect(chooseAd({ ...all, dismissed: ['GRAD_FAIRS', 'SALARY_SURVEY', 'RESUME_DB'] })).toBeNull();
  });

  it('shows nothing to admins', () => {
    expect(chooseAd(ctx({ isNonAdmin: false }, { isRecruitable: null }))).toBeNull();
  });
});

import type { Environment, SavedSearch, User } from '@opengood/contracts';

/** A signed-in user in the contract's shape, for tests; override what the test is about. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Jane Doe',
    email: 'jane.doe@example.org',
    emailVerified: true,
    firstName: 'Jane',
    lastName: 'Doe',
    lang: 'en',
    created: '2024-01-02T03:04:05.000Z',
    orgs: [],
    permissions: [],
    location: null,
    isRecruitable: null,
    resumeId: null,
    salarySurvey: { lastSubmitted: null },
    savedListings: [],
    savedSearches: [],
    savingSearchStatus: null,
    intakeIntentsDatetimeSet: '2024-01-02T03:10:00.000Z',
    showNotifPrefModal: false,
    hasProfileFeature: false,
    hasPublishedProfile: false,
    showProfileOnboarding: false,
    justSignedUpWithProvider: false,
    ...overrides,
  };
}

export function testEnvironment(overrides: Partial<Environment> = {}): Environment {
  return {
    showAcceptCookies: false,
    guessedLocation: null,
    isUS: false,
    abExperiments: [],
    oidcSignIn: false,
    ...overrides,
  };
}

/** A saved search as the api answers it (POST /saved-searches). */
export function testSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 8,
    text: 'salud',
    filters: {},
    location: null,
    placeId: null,
    index: 'JOB',
    radius: 'auto',
    name: 'salud',
    notifyByEmail: false,
    created: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

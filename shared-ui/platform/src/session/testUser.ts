import type { User } from '@opengood/contracts';

/** A signed-in user in the contract's shape, for tests; override what the test is about. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Ana Lima',
    email: 'ana@example.org',
    emailVerified: true,
    firstName: 'Ana',
    lastName: 'Lima',
    lang: 'pt',
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
    intakeIntentsDatetimeSet: null,
    showNotifPrefModal: false,
    hasProfileFeature: false,
    hasPublishedProfile: false,
    showProfileOnboarding: false,
    justSignedUpWithProvider: false,
    ...overrides,
  };
}

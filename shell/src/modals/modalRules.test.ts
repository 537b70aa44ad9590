import { testUser } from '../testing/fixtures';
import {
  createdAfterIntakeCutoff,
  INTAKE_CUTOFF,
  MODAL_RULES,
  MODAL_SEQUENCE,
  nextModal,
  type ModalContext,
  type ModalType,
} from './modalRules';
import { INTAKE_CUTOFF_DATE, type User } from '@opengood/contracts';

function ctx(overrides: Partial<ModalContext> = {}, user: Partial<User> | null = {}): ModalContext {
  return {
    sessionKnown: true,
    user: user === null ? null : testUser(user),
    pathname: '/en/jobs',
    inMobileApp: false,
    justSignedUp: false,
    hasProfileLinkedPreSignupAction: false,
    notificationPreferencesDismissed: false,
    oauthSignupFinished: false,
    ...overrides,
  };
}

const applies = (type: ModalType, c: ModalContext) => MODAL_RULES[type](c);

describe('the modal sequence (docs/product/chrome.md#modal-sequence)', () => {
  it('has the priority order of the spec', () => {
    expect(MODAL_SEQUENCE).toEqual([
      'SIGNUP',
      'VERIFY_EMAIL',
      'CREATE_USER_PROFILE',
      'INFORMATION_REQUIRED',
      'FINISH_OAUTH_SIGNUP',
      'NOTIFICATION_PREFERENCES',
      'INTAKE_INTENTS',
      'PROFILE_WIZARD',
    ]);
  });

  it('shows nothing to a settled user, and nothing before the session is known', () => {
    expect(nextModal(ctx())).toBeNull();
    expect(nextModal(ctx({ sessionKnown: false, inMobileApp: true }, null))).toBeNull();
  });

  test('SIGNUP: forced in the mobile app when not logged in, not on the sign-up or log-in screens', () => {
    expect(applies('SIGNUP', ctx({ inMobileApp: true }, null))).toBe(true);
    expect(applies('SIGNUP', ctx({ inMobileApp: false }, null))).toBe(false);
    expect(applies('SIGNUP', ctx({ inMobileApp: true }))).toBe(false);
    for (const pathname of ['/login', '/fair/login', '/signup', '/sign-up-to-post', '/pt/orgs/inscreva-se']) {
      expect(applies('SIGNUP', ctx({ inMobileApp: true, pathname }, null))).toBe(false);
    }
    for (const pathname of ['/forgot-password', '/reset-password/abc', '/verify-email/abc']) {
      expect(applies('SIGNUP', ctx({ inMobileApp: true, pathname }, null))).toBe(false);
    }
  });

  test('VERIFY_EMAIL: email set but not verified, and not just signed up', () => {
    expect(applies('VERIFY_EMAIL', ctx({}, { emailVerified: false }))).toBe(true);
    expect(applies('VERIFY_EMAIL', ctx({}, { emailVerified: true }))).toBe(false);
    expect(applies('VERIFY_EMAIL', ctx({}, { emailVerified: false, email: '' }))).toBe(false);
    expect(applies('VERIFY_EMAIL', ctx({ justSignedUp: true }, { emailVerified: false }))).toBe(false);
    expect(applies('VERIFY_EMAIL', ctx({}, null))).toBe(false);
  });

  test('CREATE_USER_PROFILE: a profile-linked pre-signup action, verified, no published profile', () => {
    const on = { hasProfileLinkedPreSignupAction: true };
    expect(applies('CREATE_USER_PROFILE', ctx(on))).toBe(true);
    expect(applies('CREATE_USER_PROFILE', ctx())).toBe(false);
    expect(applies('CREATE_USER_PROFILE', ctx(on, { emailVerified: false }))).toBe(false);
    expect(applies('CREATE_USER_PROFILE', ctx(on, { hasPublishedProfile: true }))).toBe(false);
  });

  test('INFORMATION_REQUIRED: first name, last name or email missing, except on account settings', () => {
    expect(applies('INFORMATION_REQUIRED', ctx({}, { firstName: null }))).toBe(true);
    expect(applies('INFORMATION_REQUIRED', ctx({}, { lastName: '  ' }))).toBe(true);
    expect(applies('INFORMATION_REQUIRED', ctx({}, { email: '' }))).toBe(true);
    expect(applies('INFORMATION_REQUIRED', ctx())).toBe(false);
    expect(
      applies('INFORMATION_REQUIRED', ctx({ pathname: '/dashboard/account-settings' }, { firstName: null })),
    ).toBe(false);
  });

  test('FINISH_OAUTH_SIGNUP: after a just-signed-up provider sign-in, until finished', () => {
    expect(applies('FINISH_OAUTH_SIGNUP', ctx({}, { justSignedUpWithProvider: true }))).toBe(true);
    expect(applies('FINISH_OAUTH_SIGNUP', ctx())).toBe(false);
    expect(
      applies('FINISH_OAUTH_SIGNUP', ctx({ oauthSignupFinished: true }, { justSignedUpWithProvider: true })),
    ).toBe(false);
  });

  test('NOTIFICATION_PREFERENCES: flag set and not dismissed', () => {
    expect(applies('NOTIFICATION_PREFERENCES', ctx({}, { showNotifPrefModal: true }))).toBe(true);
    expect(applies('NOTIFICATION_PREFERENCES', ctx())).toBe(false);
    expect(
      applies(
        'NOTIFICATION_PREFERENCES',
        ctx({ notificationPreferencesDismissed: true }, { showNotifPrefModal: true }),
      ),
    ).toBe(false);
  });

  test('INTAKE_INTENTS: created after 2023-08-15, no intake intents yet, no orgs', () => {
    const fresh = { created: '2024-05-01T10:00:00.000Z', intakeIntentsDatetimeSet: null };
    expect(applies('INTAKE_INTENTS', ctx({}, fresh))).toBe(true);
    expect(applies('INTAKE_INTENTS', ctx({}, { ...fresh, created: '2023-08-14T23:59:59.000Z' }))).toBe(false);
    expect(applies('INTAKE_INTENTS', ctx({}, { ...fresh, created: '2023-08-15T00:00:00.000Z' }))).toBe(false);
    expect(applies('INTAKE_INTENTS', ctx({}, { ...fresh, created: '2023-08-15T00:00:01.000Z' }))).toBe(true);
    expect(
      applies('INTAKE_INTENTS', ctx({}, { ...fresh, intakeIntentsDatetimeSet: '2024-05-01T10:05:00.000Z' })),
    ).toBe(false);
    expect(
      applies(
        'INTAKE_INTENTS',
        ctx({}, { ...fresh, orgs: [{ id: 3, name: 'Casa Verde', isOwner: true, selected: false }] }),
      ),
    ).toBe(false);
    expect(createdAfterIntakeCutoff(testUser({ created: '2025-01-01T00:00:00.000Z' }))).toBe(true);
    expect(INTAKE_CUTOFF).toBe(INTAKE_CUTOFF_DATE);
  });

  test('PROFILE_WIZARD: the profile feature with onboarding to show, once per page load', () => {
    const wizard = { hasProfileFeature: true, showProfileOnboarding: true };
    expect(nextModal(ctx({}, wizard))).toBe('PROFILE_WIZARD');
    expect(nextModal(ctx({}, wizard), new Set(['PROFILE_WIZARD']))).toBeNull();
    expect(applies('PROFILE_WIZARD', ctx({}, { ...wizard, hasProfileFeature: false }))).toBe(false);
    expect(applies('PROFILE_WIZARD', ctx({}, { ...wizard, showProfileOnboarding: false }))).toBe(false);
  });

  it('shows one at a time in priority order; closing one lets the next through', () => {
    const everything = ctx(
      { hasProfileLinkedPreSignupAction: true },
      {
        emailVerified: false,
        firstName: null,
        justSignedUpWithProvider: true,
        showNotifPrefModal: true,
        created: '2024-05-01T10:00:00.000Z',
        intakeIntentsDatetimeSet: null,
        hasProfileFeature: true,
        showProfileOnboarding: true,
      },
    );
    const seen: ModalType[] = [];
    const closed = new Set<ModalType>();
    for (let next = nextModal(everything, closed); next; next = nextModal(everything, closed)) {
      seen.push(next);
      closed.add(next);
    }
    // CREATE_USER_PROFILE needs a verified email, which this user does not have.
    expect(seen).toEqual([
      'VERIFY_EMAIL',
      'INFORMATION_REQUIRED',
      'FINISH_OAUTH_SIGNUP',
      'NOTIFICATION_PREFERENCES',
      'INTAKE_INTENTS',
      'PROFILE_WIZARD',
    ]);
    expect(nextModal(ctx({ inMobileApp: true }, null))).toBe('SIGNUP');
    expect(
      nextModal({
        ...everything,
        user: testUser({ emailVerified: true }),
        hasProfileLinkedPreSignupAction: true,
      }),
    ).toBe('CREATE_USER_PROFILE');
  });
});

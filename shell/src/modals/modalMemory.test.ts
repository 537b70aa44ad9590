import { testUser } from '../testing/fixtures';
import {
  justSignedUp,
  JUST_SIGNED_UP_WINDOW_MS,
  notificationPreferencesDismissed,
  rememberNotificationPreferencesDismissed,
} from './modalMemory';

describe('modal memory', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('remembers a dismissal per user', () => {
    rememberNotificationPreferencesDismissed(7);
    expect(notificationPreferencesDismissed(7)).toBe(true);
    expect(notificationPreferencesDismissed(8)).toBe(false);
  });

  it('an account made minutes ago was just signed up, for the rest of the tab session', () => {
    const created = Date.parse('2026-03-01T10:00:00.000Z');
    const user = testUser({ created: new Date(created).toISOString() });
    expect(justSignedUp(user, created + 60_000)).toBe(true);
    expect(justSignedUp(user, created + JUST_SIGNED_UP_WINDOW_MS * 4)).toBe(true);
    window.sessionStorage.clear();
    expect(justSignedUp(user, created + JUST_SIGNED_UP_WINDOW_MS * 4)).toBe(false);
  });
});

import type { User } from '@opengood/contracts';

// What the modal sequence remembers beyond a page load. Per user and per browser: a dismissal on a
// shared computer is not someone else's.

const key = (name: string, userId: number) => `og_modal_${name}_${userId}`;

function storage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(kind: 'local' | 'session', name: string, userId: number): boolean {
  return storage(kind)?.getItem(key(name, userId)) === '1';
}

function write(kind: 'local' | 'session', name: string, userId: number) {
  try {
    storage(kind)?.setItem(key(name, userId), '1');
  } catch {
    // Blocked storage: the modal may come back on the next page load; nothing breaks.
  }
}

export const notificationPreferencesDismissed = (userId: number) => read('local', 'notif_pref', userId);
export const rememberNotificationPreferencesDismissed = (userId: number) =>
  write('local', 'notif_pref', userId);

export const oauthSignupFinished = (userId: number) => read('local', 'oauth_finished', userId);
export const rememberOauthSignupFinished = (userId: number) => write('local', 'oauth_finished', userId);

/** An account this young was made in this visit: the sign-up page itself asks to check the inbox. */
export const JUST_SIGNED_UP_WINDOW_MS = 15 * 60 * 1000;

/**
 * Whether the user signed up in this visit: the account is minutes old, or was when this tab first saw it
 * (kept for the tab's session, so the verification modal does not appear mid-visit).
 */
export function justSignedUp(user: User, now = Date.now()): boolean {
  if (read('session', 'just_signed_up', user.id)) return true;
  const young = now - Date.parse(user.created) < JUST_SIGNED_UP_WINDOW_MS;
  if (young) write('session', 'just_signed_up', user.id);
  return young;
}

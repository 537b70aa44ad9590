import type { Lang } from '@opengood/contracts';
import { INVALID_OR_EXPIRED_LINK_PATH, pathSegments, signUpToPostLang } from '@opengood/routes';

/** The account pages the shell owns (docs/architecture.md#who-owns-which-url), read from a path. */
export type AccountRoute =
  | { screen: 'login'; fair: boolean }
  | { screen: 'signup' }
  | { screen: 'forgotPassword' }
  | { screen: 'resetPassword'; token: string }
  | { screen: 'verifyEmail'; token: string }
  | { screen: 'undoEmailChange'; token: string }
  | { screen: 'invalidLink' }
  | { screen: 'signUpToPost'; lang: Lang };

export type AccountScreen = AccountRoute['screen'];

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function matchAccountRoute(pathname: string): AccountRoute | null {
  const segments = pathSegments(pathname);
  const path = `/${segments.join('/')}`;
  if (path === '/login') return { screen: 'login', fair: false };
  if (path === '/fair/login') return { screen: 'login', fair: true };
  if (path === '/signup') return { screen: 'signup' };
  if (path === '/forgot-password') return { screen: 'forgotPassword' };
  if (path === INVALID_OR_EXPIRED_LINK_PATH) return { screen: 'invalidLink' };
  const [first, token] = segments;
  if (segments.length === 2 && token !== undefined) {
    if (first === 'reset-password') return { screen: 'resetPassword', token: decoded(token) };
    if (first === 'verify-email') return { screen: 'verifyEmail', token: decoded(token) };
    if (first === 'undo-email-change') return { screen: 'undoEmailChange', token: decoded(token) };
  }
  const lang = signUpToPostLang(path);
  return lang ? { screen: 'signUpToPost', lang } : null;
}

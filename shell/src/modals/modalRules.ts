import type { User } from '@opengood/contracts';
import { isShellPath, pathSegments, userDashboardPath } from '@opengood/routes';

/** docs/product/chrome.md#modal-sequence: the modal sequence, in priority order. One is shown at a time: the first that applies. */
export const MODAL_SEQUENCE = [
  'SIGNUP',
  'VERIFY_EMAIL',
  'CREATE_USER_PROFILE',
  'INFORMATION_REQUIRED',
  'FINISH_OAUTH_SIGNUP',
  'NOTIFICATION_PREFERENCES',
  'INTAKE_INTENTS',
  'PROFILE_WIZARD',
] as const;
export type ModalType = (typeof MODAL_SEQUENCE)[number];

export interface ModalContext {
  /** Nothing is decided before GET /users/me answered. */
  sessionKnown: boolean;
  user: User | null;
  pathname: string;
  /** The page runs in the mobile app (see analytics/appContext). */
  inMobileApp: boolean;
  /** The account was created in this visit (the sign-up page already says to check the inbox). */
  justSignedUp: boolean;
  /** A pre-signup action that needs a profile was restored (an application started before signing up). */
  hasProfileLinkedPreSignupAction: boolean;
  /** The user dismissed the notification preferences modal (remembered per user). */
  notificationPreferencesDismissed: boolean;
  /** The user finished the provider sign-up (remembered per user). */
  oauthSignupFinished: boolean;
}

export const ACCOUNT_SETTINGS_PATH = userDashboardPath('account-settings');

/**
 * The sign-up and log-in screens: every account page of the shell (log in, sign up, sign up to post,
 * forgot and reset password, the verification link and its failure page). A forced sign-up dialog over
 * them would block the very way to sign up or in.
 */
export function isSignupOrLoginScreen(pathname: string): boolean {
  return isShellPath(pathname) || pathSegments(pathname)[0] === 'verify-email';
}

/**
 * docs/product/constants.md#dates: the contracts' INTAKE_CUTOFF_DATE, restated so the rules do not load the contracts' intake
 * schemas (zod) on every page; modalRules.test.ts checks they are equal.
 */
export const INTAKE_CUTOFF = '2023-08-15';
const cutoff = Date.parse(INTAKE_CUTOFF);

/** docs/product/constants.md#dates: users created after 2023-08-15 are asked what brings them. */
export function createdAfterIntakeCutoff(user: User): boolean {
  return Date.parse(user.created) > cutoff;
}

const missingInformation = (user: User) =>
  !user.firstName?.trim() || !user.lastName?.trim() || !user.email.trim();

/** docs/product/chrome.md#modal-sequence: each modal's exact condition. */
export const MODAL_RULES: Readonly<Record<ModalType, (ctx: ModalContext) => boolean>> = {
  SIGNUP: (ctx) => ctx.inMobileApp && ctx.user === null && !isSignupOrLoginScreen(ctx.pathname),
  VERIFY_EMAIL: ({ user, justSignedUp }) =>
    !!user && user.email.trim() !== '' && !user.emailVerified && !justSignedUp,
  CREATE_USER_PROFILE: ({ user, hasProfileLinkedPreSignupAction }) =>
    !!user && hasProfileLinkedPreSignupAction && user.emailVerified && !user.hasPublishedProfile,
  INFORMATION_REQUIRED: ({ user, pathname }) =>
    !!user && missingInformation(user) && pathname !== ACCOUNT_SETTINGS_PATH,
  FINISH_OAUTH_SIGNUP: ({ user, oauthSignupFinished }) =>
    !!user && user.justSignedUpWithProvider && !oauthSignupFinished,
  NOTIFICATION_PREFERENCES: ({ user, notificationPreferencesDismissed }) =>
    !!user && user.showNotifPrefModal && !notificationPreferencesDismissed,
  INTAKE_INTENTS: ({ user }) =>
    !!user &&
    createdAfterIntakeCutoff(user) &&
    user.intakeIntentsDatetimeSet === null &&
    user.orgs.length === 0,
  PROFILE_WIZARD: ({ user }) => !!user && user.hasProfileFeature && user.showProfileOnboarding,
};

/** docs/product/chrome.md#modal-sequence: SIGNUP is forced (the app shows the site to members only); it cannot be closed. */
export const FORCED_MODALS: ReadonlySet<ModalType> = new Set(['SIGNUP']);

/**
 * The modal to show now: the first in priority order that applies and was not closed during this page
 * load (closing one lets the next one through; PROFILE_WIZARD is thereby shown once per load).
 */
export function nextModal(ctx: ModalContext, closed: ReadonlySet<ModalType> = new Set()): ModalType | null {
  if (!ctx.sessionKnown) return null;
  return MODAL_SEQUENCE.find((type) => !closed.has(type) && MODAL_RULES[type](ctx)) ?? null;
}

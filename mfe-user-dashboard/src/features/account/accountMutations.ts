import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  Lang,
  LoginRequest,
  UpdateMeRequest,
} from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation, userSignedOut, userUpdated } from '@opengood/platform';

// The account's writes. The user lives in the platform session: a change of it is told to the session
// (userUpdated), which the shell and every area follow (the language too).

export const saveNames = defineMutation({
  name: 'mfe-user-dashboard/saveNames',
  route: routes.updateMe,
  input: (names: UpdateMeRequest) => ({ body: names }),
  then: (answer) => [userUpdated(answer.user)],
});

export const saveLanguage = defineMutation({
  name: 'mfe-user-dashboard/saveLanguage',
  route: routes.updateMe,
  input: (lang: Lang) => ({ body: { lang } }),
  then: (answer) => [userUpdated(answer.user)],
});

export const changeEmail = defineMutation({
  name: 'mfe-user-dashboard/changeEmail',
  route: routes.changeEmail,
  input: (change: ChangeEmailRequest) => ({ body: change }),
  then: (answer) => [userUpdated(answer.user)],
});

export const changePassword = defineMutation({
  name: 'mfe-user-dashboard/changePassword',
  route: routes.changePassword,
  input: (change: ChangePasswordRequest) => ({ body: change }),
});

/**
 * The owner proves it is them with the current password before the account is deleted: a log-in with it
 * (the api lets a fresh log-in delete). The platform's client sends no body with a DELETE, so the password
 * cannot go with the deletion itself (its contract takes one: `deleteMe`'s `currentPassword`).
 */
export const confirmPassword = defineMutation({
  name: 'mfe-user-dashboard/confirmPassword',
  route: routes.login,
  input: (credentials: LoginRequest) => ({ body: credentials }),
});

/** Deletes the account; the session is over (the browser then leaves: `leaveAfterDeletion`). */
export const deleteAccount = defineMutation({
  name: 'mfe-user-dashboard/deleteAccount',
  route: routes.deleteMe,
  input: (_: void) => ({ body: {} }),
  then: () => [userSignedOut()],
});

/** Where the browser goes once the account is gone (a full load: nothing of the session may stay). */
export const leaveAfterDeletion = {
  go(): void {
    window.location.assign('/');
  },
};

import { z } from 'zod';
import { ACCOUNT_ERROR_CODES, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './accounts';
import { versionField } from './answer';

// Changing the signed-in user's email address or password (account settings). The email changes at once
// and needs verifying again (a link to the new address); a new password signs every other session out.

const E = ACCOUNT_ERROR_CODES;

/** email (400): the new address is the current one. */
export const EMAIL_UNCHANGED = 'EMAIL_UNCHANGED';

const currentPasswordField = z
  .string({ error: E.INVALID_CREDENTIALS })
  .min(1, { error: E.INVALID_CREDENTIALS })
  .max(PASSWORD_MAX_LENGTH, { error: E.INVALID_CREDENTIALS });

/** POST /users/me/email: the new address, and the current password to prove it is the owner. */
export const changeEmailRequestSchema = z.object({
  email: z
    .string({ error: E.EMAIL_INVALID })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, { error: E.EMAIL_INVALID })
    .pipe(z.email({ error: E.EMAIL_INVALID })),
  password: currentPasswordField,
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** POST /users/me/password: the current password and the new one (the sign-up rules). */
export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: z
    .string({ error: E.PASSWORD_TOO_SHORT })
    .min(PASSWORD_MIN_LENGTH, { error: E.PASSWORD_TOO_SHORT })
    .max(PASSWORD_MAX_LENGTH, { error: E.PASSWORD_TOO_LONG }),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** How recent a log-in lets the account be deleted without giving the password again. */
export const RECENT_LOG_IN_MINUTES = 5;

/**
 * DELETE /users/me/delete: the current password (400 currentPassword INVALID_CREDENTIALS when wrong), or
 * nothing within RECENT_LOG_IN_MINUTES of logging in (else 400 currentPassword RECENT_LOGIN_REQUIRED): a
 * session left open must not be enough to delete the account.
 */
export const deleteMeRequestSchema = z.object({ currentPassword: currentPasswordField.optional() });
export type DeleteMeRequest = z.infer<typeof deleteMeRequestSchema>;

/**
 * POST /website/undo-email-change/{token} (the link mailed to the old address when the email changes):
 * the account is back on `email`, verified; every session is over and a link to choose a new password
 * was mailed there. Errors: token INVALID_OR_EXPIRED (400: unknown, tampered, expired or used), email
 * EMAIL_TAKEN (409: another account took the old address meanwhile).
 */
export const undoEmailChangeAnswerSchema = z.object({ email: z.string(), ...versionField });
export type UndoEmailChangeAnswer = z.infer<typeof undoEmailChangeAnswerSchema>;

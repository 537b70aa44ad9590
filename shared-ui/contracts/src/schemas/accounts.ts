import { z } from 'zod';
import { LANGS } from '../vocabulary/languages';
import { LISTING_TYPES } from '../vocabulary/listing-types';
import { idSchema, isoDateTimeSchema, versionField } from './answer';

// Accounts and sessions (spec §3 User; §6 roles; §7 calls). The api validates with the request schemas and
// answers with the answer schemas; the shell's forms use the same limits.

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const PERMISSIONS = ['staff', 'orgAdmin'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const SAVING_SEARCH_STATUSES = ['EDITING', 'SAVED', 'UNSAVED'] as const;
export type SavingSearchStatus = (typeof SAVING_SEARCH_STATUSES)[number];

const emailField = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email());
const nameField = z.string().trim().min(1).max(NAME_MAX_LENGTH);
const newPasswordField = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const signupRequestSchema = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: nameField,
  lastName: nameField,
  invite: z.string().max(100).optional(),
  /** The page's language: the account's language (its mails go out in it). */
  lang: z.enum(LANGS).optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailField,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({ password: newPasswordField });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const tokenParamsSchema = z.object({ token: z.string().min(16).max(200) });

export const userByEmailQuerySchema = z.object({ email: emailField });

/** Spec §3 "Saved listing": id and type. */
export const savedListingRefSchema = z.object({ id: idSchema, type: z.enum(LISTING_TYPES) });
export type SavedListingRef = z.infer<typeof savedListingRefSchema>;

export const userOrgSchema = z.object({ id: idSchema, name: z.string() });

/** Spec §3 User. Names may be missing (a provider sign-in), which INFORMATION_REQUIRED asks for. */
export const userSchema = z.object({
  id: idSchema,
  /** Display name (spec §6): the full name, else the email. */
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  lang: z.enum(LANGS),
  created: isoDateTimeSchema,
  orgs: z.array(userOrgSchema),
  permissions: z.array(z.enum(PERMISSIONS)),
  location: z.string().nullable(),
  isRecruitable: z.boolean().nullable(),
  resumeId: idSchema.nullable(),
  salarySurvey: z.object({ lastSubmitted: isoDateTimeSchema.nullable() }),
  savedListings: z.array(savedListingRefSchema),
  savedSearches: z.array(z.object({ id: idSchema })),
  savingSearchStatus: z.enum(SAVING_SEARCH_STATUSES).nullable(),
  intakeIntentsDatetimeSet: isoDateTimeSchema.nullable(),
  showNotifPrefModal: z.boolean(),
  hasProfileFeature: z.boolean(),
  hasPublishedProfile: z.boolean(),
  showProfileOnboarding: z.boolean(),
  /** Set right after a provider sign-in created the account (FINISH_OAUTH_SIGNUP, spec §4). */
  justSignedUpWithProvider: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const meAnswerSchema = z.object({ user: userSchema.nullable(), ...versionField });
export const userAnswerSchema = z.object({ user: userSchema, ...versionField });
export const okAnswerSchema = z.object({ ok: z.literal(true), ...versionField });
export const userExistsAnswerSchema = z.object({ userExists: z.boolean(), ...versionField });
export const canDeleteAnswerSchema = z.object({
  canDelete: z.boolean(),
  /** Why not, as a code the page translates (e.g. LAST_ADMIN_OF_ORG). */
  reason: z.string().nullable(),
  ...versionField,
});

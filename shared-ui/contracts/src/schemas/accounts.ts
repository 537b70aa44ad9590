import { z } from 'zod';
import { LANGS } from '../vocabulary/languages';
import { LISTING_TYPES } from '../vocabulary/listing-types';
import { idSchema, isoDateTimeSchema, versionField } from './answer';
import { resumeIdSchema } from './resumes';

// Accounts and sessions (docs/product/accounts.md#the-user, docs/product/accounts.md#roles, docs/product/accounts.md#account-calls). The api validates with the request schemas and
// answers with the answer schemas; the shell's forms use the same limits.

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const PERMISSIONS = ['staff', 'orgAdmin'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The codes the api puts in an error answer's `errors` map (keyed by field) for account calls; the shell
 * translates them per field. Schema refusals below use the same codes.
 */
export const ACCOUNT_ERROR_CODES = {
  /** email: not an email address (or longer than EMAIL_MAX_LENGTH). */
  EMAIL_INVALID: 'EMAIL_INVALID',
  /** email (409): an account already uses this address. */
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  /** email (409, resend-verification): the address is verified already. */
  EMAIL_ALREADY_VERIFIED: 'EMAIL_ALREADY_VERIFIED',
  /** password: shorter than PASSWORD_MIN_LENGTH. */
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  /** password: longer than PASSWORD_MAX_LENGTH. */
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  /** password: long enough but easy to guess (a common password, few distinct characters, the email). */
  PASSWORD_TOO_WEAK: 'PASSWORD_TOO_WEAK',
  /** password (400, log-in): wrong email or password; deliberately not saying which. */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** firstName / lastName: empty. */
  NAME_REQUIRED: 'NAME_REQUIRED',
  /** firstName / lastName: longer than NAME_MAX_LENGTH. */
  NAME_TOO_LONG: 'NAME_TOO_LONG',
  /** token (400): unknown, expired or already used: the shell shows /invalid-or-expired-link. */
  INVALID_OR_EXPIRED: 'INVALID_OR_EXPIRED',
  /** user (409, delete) and the can-delete reason: the user is the only admin, or the only owner, of an organisation. */
  LAST_ADMIN_OF_ORG: 'LAST_ADMIN_OF_ORG',
  /**
   * currentPassword (400, delete): no password was given and the session's log-in is older than
   * RECENT_LOG_IN_MINUTES: give the password, or log in again first.
   */
  RECENT_LOGIN_REQUIRED: 'RECENT_LOGIN_REQUIRED',
  /** csrf (403): the X-CSRF-Token header does not match the `csrf` cookie (or either is missing). */
  CSRF_TOKEN_INVALID: 'CSRF_TOKEN_INVALID',
  /** csrf (403): a state-changing call from another site's Origin. */
  FOREIGN_ORIGIN: 'FOREIGN_ORIGIN',
  /** request (429, with Retry-After): too many attempts; try again later. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** oidc (404): no OpenID Connect provider is configured. */
  OIDC_NOT_CONFIGURED: 'OIDC_NOT_CONFIGURED',
} as const;
export type AccountErrorCode = keyof typeof ACCOUNT_ERROR_CODES;

/** The cookie the api sets for CSRF protection, and the header every POST/PUT/PATCH/DELETE echoes it in. */
export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
/** The api's session cookie (httpOnly); the gateway only asks whether a request carries one. */
export const SESSION_COOKIE = 'og.session_token';
/** Set when a visitor accepts cookies (docs/product/chrome.md#cookie-bar); the gateway renders the bar for those without it. */
export const CONSENT_COOKIE = 'cookies_accepted';

const E = ACCOUNT_ERROR_CODES;

export const SAVING_SEARCH_STATUSES = ['EDITING', 'SAVED', 'UNSAVED'] as const;
export type SavingSearchStatus = (typeof SAVING_SEARCH_STATUSES)[number];

const emailField = z
  .string({ error: E.EMAIL_INVALID })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: E.EMAIL_INVALID })
  .pipe(z.email({ error: E.EMAIL_INVALID }));
const nameField = z
  .string({ error: E.NAME_REQUIRED })
  .trim()
  .min(1, { error: E.NAME_REQUIRED })
  .max(NAME_MAX_LENGTH, { error: E.NAME_TOO_LONG });
const newPasswordField = z
  .string({ error: E.PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN_LENGTH, { error: E.PASSWORD_TOO_SHORT })
  .max(PASSWORD_MAX_LENGTH, { error: E.PASSWORD_TOO_LONG });

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
  password: z
    .string({ error: E.INVALID_CREDENTIALS })
    .min(1, { error: E.INVALID_CREDENTIALS })
    .max(PASSWORD_MAX_LENGTH, { error: E.INVALID_CREDENTIALS }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({ password: newPasswordField });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const tokenParamsSchema = z.object({
  token: z
    .string()
    .min(16, { error: E.INVALID_OR_EXPIRED })
    .max(200, { error: E.INVALID_OR_EXPIRED })
    .regex(/^[A-Za-z0-9_-]+$/, { error: E.INVALID_OR_EXPIRED }),
});

/** PATCH /users/me: what INFORMATION_REQUIRED and the language switch save; at least one field. */
export const updateMeRequestSchema = z
  .object({ firstName: nameField, lastName: nameField, lang: z.enum(LANGS) })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to update', path: ['request'] });
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;

/** Where the browser goes back to after signing in with the OpenID Connect provider: a path of the product. */
export const oidcStartQuerySchema = z.object({
  returnTo: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])/, { error: 'Must be a path starting with a single /' })
    .optional(),
});

export const userByEmailQuerySchema = z.object({ email: emailField });

/** docs/product/listings.md#saved-listings: id and type. */
export const savedListingRefSchema = z.object({ id: idSchema, type: z.enum(LISTING_TYPES) });
export type SavedListingRef = z.infer<typeof savedListingRefSchema>;

/**
 * One organisation the user administers (docs/product/accounts.md#the-user): `isOwner` says whether they
 * own it (owners alone delete it: docs/product/organisations.md#owners), `selected` whether it is the one
 * they last chose to work in (at most one; the header's organisation switcher and /select-org set it).
 */
export const userOrgSchema = z.object({
  id: idSchema,
  name: z.string(),
  isOwner: z.boolean(),
  selected: z.boolean(),
});
export type UserOrg = z.infer<typeof userOrgSchema>;

/** The User (docs/product/accounts.md#the-user). Names may be missing (a provider sign-in), which INFORMATION_REQUIRED asks for. */
export const userSchema = z.object({
  id: idSchema,
  /** Display name (docs/product/accounts.md#display-name): the full name, else the email. */
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
  resumeId: resumeIdSchema.nullable(),
  salarySurvey: z.object({ lastSubmitted: isoDateTimeSchema.nullable() }),
  savedListings: z.array(savedListingRefSchema),
  savedSearches: z.array(z.object({ id: idSchema })),
  savingSearchStatus: z.enum(SAVING_SEARCH_STATUSES).nullable(),
  intakeIntentsDatetimeSet: isoDateTimeSchema.nullable(),
  showNotifPrefModal: z.boolean(),
  hasProfileFeature: z.boolean(),
  hasPublishedProfile: z.boolean(),
  showProfileOnboarding: z.boolean(),
  /** Set right after a provider sign-in created the account (FINISH_OAUTH_SIGNUP, docs/product/chrome.md#modal-sequence). */
  justSignedUpWithProvider: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const meAnswerSchema = z.object({ user: userSchema.nullable(), ...versionField });
export const userAnswerSchema = z.object({ user: userSchema, ...versionField });
/**
 * A call answered by a 302 redirect (the OpenID Connect start and callback): no body, only a Location.
 * The browser navigates to these addresses; they are not fetched.
 */
export const redirectAnswerSchema = z.object({});

export const okAnswerSchema = z.object({ ok: z.literal(true), ...versionField });
/**
 * POST /website/verify-email/{token}: the user, to the browser signed in as the user the link was for;
 * to anyone else (signed out, or signed in as someone else) only `{ ok: true }`: the link verified the
 * address, and says nothing about the account.
 */
export const verifyEmailAnswerSchema = z.union([userAnswerSchema, okAnswerSchema]);
export const userExistsAnswerSchema = z.object({ userExists: z.boolean(), ...versionField });
export const canDeleteAnswerSchema = z.object({
  canDelete: z.boolean(),
  /** Why not, as a code the page translates (e.g. LAST_ADMIN_OF_ORG). */
  reason: z.string().nullable(),
  ...versionField,
});
export type MeAnswer = z.infer<typeof meAnswerSchema>;
export type UserAnswer = z.infer<typeof userAnswerSchema>;
export type OkAnswer = z.infer<typeof okAnswerSchema>;
export type VerifyEmailAnswer = z.infer<typeof verifyEmailAnswerSchema>;
export type UserExistsAnswer = z.infer<typeof userExistsAnswerSchema>;
export type CanDeleteAnswer = z.infer<typeof canDeleteAnswerSchema>;

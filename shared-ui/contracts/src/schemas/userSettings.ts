import { z } from 'zod';
import { countSchema, idSchema, isoDateTimeSchema, versionField } from './answer';
import { workHistoryJobSchema } from './applicantProfile';
import { resumeIdSchema } from './resumes';

// The user dashboard's settings (docs/product/user-dashboard.md#general-settings): which kinds of mail the
// user gets, each on by default, and the public profile at /i/{username} (private until published).

/**
 * Every kind of mail the product sends that a person may turn off (the api's senders check them). Mails a
 * person asked for (a verification link, a password reset) always go out and are not listed.
 */
export const EMAIL_PREFERENCE_KINDS = [
  /** "We received your application / interest / attendance" to the applicant. */
  'APPLICATION_CONFIRMATIONS',
  /** To organisation admins: someone applied to one of their listings. */
  'APPLICATIONS_RECEIVED',
  /** New listings matching a saved search (each search also has its own switch). */
  'SAVED_SEARCH_ALERTS',
] as const;
export type EmailPreferenceKind = (typeof EMAIL_PREFERENCE_KINDS)[number];

/** A username: 3–30 of a–z, 0–9 and hyphens, starting with a letter or digit; case-insensitive (stored lower case). */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

export const USER_SETTINGS_ERROR_CODES = {
  USERNAME_INVALID: 'USERNAME_INVALID',
  /** username (409): another user has it. */
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  /** username (400): publishing needs a username. */
  USERNAME_REQUIRED: 'USERNAME_REQUIRED',
} as const;

export const usernameSchema = z
  .string({ error: USER_SETTINGS_ERROR_CODES.USERNAME_INVALID })
  .trim()
  .toLowerCase()
  .min(USERNAME_MIN_LENGTH, { error: USER_SETTINGS_ERROR_CODES.USERNAME_INVALID })
  .max(USERNAME_MAX_LENGTH, { error: USER_SETTINGS_ERROR_CODES.USERNAME_INVALID })
  .regex(USERNAME_PATTERN, { error: USER_SETTINGS_ERROR_CODES.USERNAME_INVALID });

export const emailPreferenceSchema = z.object({ kind: z.enum(EMAIL_PREFERENCE_KINDS), enabled: z.boolean() });
export type EmailPreference = z.infer<typeof emailPreferenceSchema>;

export const publicProfileSettingsSchema = z.object({
  /** The profile feature was turned on (POST /userdashboard/profile/enable). */
  enabled: z.boolean(),
  username: z.string().nullable(),
  /** Visible to anyone at /i/{username}. */
  published: z.boolean(),
});
export type PublicProfileSettings = z.infer<typeof publicProfileSettingsSchema>;

/** docs/product/user-dashboard.md#general-settings `generalSettings`: every kind of mail in EMAIL_PREFERENCE_KINDS order, and the public profile. */
export const generalSettingsSchema = z.object({
  emailPreferences: z.array(emailPreferenceSchema),
  profile: publicProfileSettingsSchema,
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

export const generalSettingsAnswerSchema = z.object({
  generalSettings: generalSettingsSchema,
  ...versionField,
});
export type GeneralSettingsAnswer = z.infer<typeof generalSettingsAnswerSchema>;

/** PUT /userdashboard/general-settings/email-preferences: the kinds to change (others stay as they are). */
export const emailPreferencesRequestSchema = z.object({
  emailPreferences: z
    .array(emailPreferenceSchema)
    .min(1, { error: 'Give at least one preference' })
    .max(EMAIL_PREFERENCE_KINDS.length * 2),
});
export type EmailPreferencesRequest = z.infer<typeof emailPreferencesRequestSchema>;

/** PUT /userdashboard/profile: the username and whether the profile is public (publishing needs a username). */
export const publicProfileRequestSchema = z.object({
  username: usernameSchema.nullable(),
  published: z.boolean(),
});
export type PublicProfileRequest = z.infer<typeof publicProfileRequestSchema>;

export const publicProfileParamsSchema = z.object({ username: z.string().min(1).max(100) });

/** GET /profiles/:username: what a published profile shows to anyone (no email, no résumé, no exact place). */
export const publicProfileSchema = z.object({
  username: z.string(),
  name: z.string(),
  /** The place's text (city, state, country) or Remote; null when not given. */
  location: z.string().nullable(),
  skills: z.array(z.string()),
  workHistoryJobs: z.array(workHistoryJobSchema.omit({ id: true })),
  memberSince: isoDateTimeSchema,
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const publicProfileAnswerSchema = z.object({ profile: publicProfileSchema, ...versionField });
export type PublicProfileAnswer = z.infer<typeof publicProfileAnswerSchema>;

// "Download my data": GET /users/me/export answers a JSON attachment of everything stored about the user.
const anyRecord = z.record(z.string(), z.unknown());
export const dataExportSchema = z.object({
  exportedAt: isoDateTimeSchema,
  user: z.object({
    id: idSchema,
    email: z.string(),
    emailVerified: z.boolean(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    lang: z.string(),
    created: isoDateTimeSchema,
  }),
  applicantProfile: anyRecord.nullable(),
  workHistoryJobs: z.array(anyRecord),
  resumes: z.array(
    z.object({
      id: resumeIdSchema,
      name: z.string(),
      mediaType: z.string(),
      size: countSchema,
      uploadedAt: isoDateTimeSchema,
    }),
  ),
  savedListings: z.array(
    z.object({ id: idSchema, type: z.string(), title: z.string(), savedAt: isoDateTimeSchema }),
  ),
  savedSearches: z.array(anyRecord),
  applications: z.array(anyRecord),
  emailPreferences: z.array(emailPreferenceSchema),
  /** Mails an admin turned off for one organisation only (its notification preferences, or an org unsubscribe link). */
  organizationEmailOptOuts: z.array(
    z.object({ orgId: idSchema, orgName: z.string(), kind: z.string(), since: isoDateTimeSchema }),
  ),
  publicProfile: publicProfileSettingsSchema,
  /** Saved cards as stored: brand, last four digits, expiry (never a number: it is not stored). */
  paymentMethods: z.array(
    z.object({
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number(),
      expYear: z.number(),
      created: isoDateTimeSchema,
    }),
  ),
  sessions: z.array(
    z.object({ createdAt: isoDateTimeSchema, lastActiveAt: isoDateTimeSchema, expiresAt: isoDateTimeSchema }),
  ),
  ...versionField,
});
export type DataExport = z.infer<typeof dataExportSchema>;

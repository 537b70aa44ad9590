import { z } from 'zod';
import { AREAS_OF_FOCUS } from '../vocabulary/facets';
import { LANGS } from '../vocabulary/languages';
import { ORG_STATUSES, ORG_TYPES } from '../vocabulary/listing-types';
import { ACCOUNT_ERROR_CODES, EMAIL_MAX_LENGTH } from './accounts';
import { dataAnswer, idSchema, isoDateTimeSchema } from './answer';
import { ORG_LOGO_ID_PATTERN, orgLogoIdSchema } from './organization';
import { dashboardOrgSchema } from './orgdashboard';
import { richTextLength } from './richText';

// Organisations and their teams (docs/product/organisations.md#admins): creating and editing an
// organisation, its admins and owners, invites by email, admin requests, and the user's own organisations.
// The api validates with the request schemas and answers with the answer schemas; the front ends translate
// the codes of ORG_ERROR_CODES per field. The four admin messages of the product docs
// (docs/product/organisations.md#admin-messages) are answered as written (ORG_ADMIN_MESSAGES).

export const ORG_NAME_MIN_LENGTH = 2;
export const ORG_NAME_MAX_LENGTH = 120;
/** The description's text (richTextLength: what a reader sees), in characters. */
export const ORG_DESCRIPTION_MAX_LENGTH = 5000;
/** The description's HTML as sent, before sanitising: room for the markup of ORG_DESCRIPTION_MAX_LENGTH of text. */
export const ORG_DESCRIPTION_HTML_MAX_LENGTH = 30_000;
export const ORG_WEBSITE_MAX_LENGTH = 2000;
/** How many areas of focus an organisation may name. */
export const ORG_AREAS_MAX = 5;
/** A logo upload is at most this many bytes (2 MB). */
export const ORG_LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** What a logo may be, by its content (magic bytes, then decoding), whatever its name or declared type says. */
export const ORG_LOGO_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type OrgLogoMediaType = (typeof ORG_LOGO_MEDIA_TYPES)[number];
/** The multipart field of POST /organizations/logos. */
export const ORG_LOGO_FILE_FIELD = 'logo';
/** The api resizes a logo to fit this many pixels a side (a smaller one is kept as it is), as WebP. */
export const ORG_LOGO_MAX_SIDE = 400;
/** An invite to administer an organisation can be accepted for this many days after it was (re)sent. */
export const INVITE_EXPIRY_DAYS = 14;

/** The messages the admin actions answer as written (docs/product/organisations.md#admin-messages). */
export const ORG_ADMIN_MESSAGES = {
  /** user (401): nobody is signed in; adminId / email (404): no such user. */
  MISSING_USER: 'Missing user',
  /** orgId (403): the signed-in user does not administer the organisation (and is not staff). */
  NOT_ADMIN: 'User is not an admin',
  /** orgId (403): the signed-in user is not an owner of the organisation (and is not staff). */
  NOT_OWNER: 'User is not an owner',
  /** orgId (400): the path's organisation id is malformed; requestAdminAccess's too. */
  INVALID_ORG_ID: 'Invalid org id',
  /** requestId (404): unknown, another organisation's, or already answered. */
  NO_ADMIN_REQUEST: 'No admin request found',
  /** inviteId (404): unknown, or another organisation's. */
  NO_INVITE: 'No invite found',
  /** orgId (404): no organisation with this id (or a deleted one). */
  NO_ORG: 'No organization with this id',
} as const;

/** The codes in an error answer's `errors` map (keyed by field) of the organisation calls. */
export const ORG_ERROR_CODES = {
  /** name (400): shorter than ORG_NAME_MIN_LENGTH or longer than ORG_NAME_MAX_LENGTH (after trimming). */
  ORG_NAME_LENGTH: 'ORG_NAME_LENGTH',
  /** orgType (400): not one of ORG_TYPES. */
  ORG_TYPE_INVALID: 'ORG_TYPE_INVALID',
  /** locale (400): not one of LANGS. */
  ORG_LOCALE_INVALID: 'ORG_LOCALE_INVALID',
  /** description (400): not text, or its text longer than ORG_DESCRIPTION_MAX_LENGTH (its HTML than ORG_DESCRIPTION_HTML_MAX_LENGTH). */
  ORG_DESCRIPTION_TOO_LONG: 'ORG_DESCRIPTION_TOO_LONG',
  /** website (400): not an http(s) address. */
  ORG_WEBSITE_INVALID: 'ORG_WEBSITE_INVALID',
  /** areasOfFocus (400): an unknown area, or more than ORG_AREAS_MAX. */
  ORG_AREAS_INVALID: 'ORG_AREAS_INVALID',
  /** placeId (400): not a place of the location input's predictions (the Remote option included). */
  ORG_PLACE_INVALID: 'ORG_PLACE_INVALID',
  /** logo (400, POST /organizations/logos): no file in the ORG_LOGO_FILE_FIELD field. */
  LOGO_REQUIRED: 'LOGO_REQUIRED',
  /** logo (400): by its content, not a PNG, JPEG or WebP image (whatever its name or declared type). */
  LOGO_NOT_IMAGE: 'LOGO_NOT_IMAGE',
  /** logo (400): a PNG, JPEG or WebP by its first bytes that does not decode (truncated, corrupt, or too many pixels). */
  LOGO_CORRUPT: 'LOGO_CORRUPT',
  /** logo (413): more than ORG_LOGO_MAX_BYTES. */
  LOGO_TOO_LARGE: 'LOGO_TOO_LARGE',
  /**
   * logoId (400, create and update): it is neither the organisation's logo nor one the signed-in user
   * uploaded and has not used yet (only their latest upload is kept): upload it again.
   */
  LOGO_INVALID: 'LOGO_INVALID',
  /** status (400): not PUBLISHED or FROZEN. */
  ORG_STATUS_INVALID: 'ORG_STATUS_INVALID',
  /** confirmName (400): not the organisation's name as it is. */
  CONFIRM_NAME_MISMATCH: 'CONFIRM_NAME_MISMATCH',
  /** email (400): not an email address. */
  EMAIL_INVALID: ACCOUNT_ERROR_CODES.EMAIL_INVALID,
  /** adminId (403): a plain admin may not remove an owner. */
  CANNOT_REMOVE_OWNER: 'CANNOT_REMOVE_OWNER',
  /** adminId (409): the organisation's last owner can neither be removed nor leave. */
  LAST_OWNER: 'LAST_OWNER',
  /** orgId (409, requestAdminAccess): the user administers the organisation already. */
  ALREADY_ADMIN: 'ALREADY_ADMIN',
  /** orgId (409, requestAdminAccess): the user's earlier request is still waiting for an answer. */
  REQUEST_PENDING: 'REQUEST_PENDING',
  /** email (403, requestAdminAccess, acceptInvite): the user's address is not verified yet. */
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  /** email (403, acceptInvite): the invite is for another address than the signed-in user's. */
  INVITE_EMAIL_MISMATCH: 'INVITE_EMAIL_MISMATCH',
  /** inviteId (410, acceptInvite, resendInvite): past its expiry (resend renews it: an admin may resend). */
  INVITE_EXPIRED: 'INVITE_EXPIRED',
  /** inviteId (409): the invite was accepted already. */
  INVITE_ACCEPTED: 'INVITE_ACCEPTED',
  /** orgId (403, selectOrganization): the user does not administer this organisation. */
  NOT_YOUR_ORG: 'NOT_YOUR_ORG',
  /** request (429, with Retry-After): too many resends of one invite; try again later. */
  RATE_LIMITED: ACCOUNT_ERROR_CODES.RATE_LIMITED,
} as const;
export type OrgErrorCode = keyof typeof ORG_ERROR_CODES;

const E = ORG_ERROR_CODES;
const M = ORG_ADMIN_MESSAGES;

const emailField = z
  .string({ error: E.EMAIL_INVALID })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: E.EMAIL_INVALID })
  .pipe(z.email({ error: E.EMAIL_INVALID }));

/** A place of the location input's predictions (GET /data/places/predictions' placeId). */
export const orgPlaceIdSchema = z
  .string({ error: E.ORG_PLACE_INVALID })
  .regex(/^[A-Za-z0-9-]{1,20}$/, { error: E.ORG_PLACE_INVALID });

/**
 * The organisation as its admins write it (POST /organizations, PUT /orgdashboard/:orgId/organization).
 * `locale` is the language the organisation writes in (its mails' language too); `description` is rich
 * text (HTML, sanitised by the api to RICH_TEXT_TAGS; plain text is taken as it is); `website`, `placeId`
 * and `logoId` may be left out (kept), or null (or an empty website) to clear them. `logoId` is the id
 * POST /organizations/logos answered (or the organisation's own logo's).
 */
export const orgRequestSchema = z.object({
  name: z
    .string({ error: E.ORG_NAME_LENGTH })
    .trim()
    .min(ORG_NAME_MIN_LENGTH, { error: E.ORG_NAME_LENGTH })
    .max(ORG_NAME_MAX_LENGTH, { error: E.ORG_NAME_LENGTH }),
  orgType: z.enum(ORG_TYPES, { error: E.ORG_TYPE_INVALID }),
  locale: z.enum(LANGS, { error: E.ORG_LOCALE_INVALID }),
  description: z
    .string({ error: E.ORG_DESCRIPTION_TOO_LONG })
    .max(ORG_DESCRIPTION_HTML_MAX_LENGTH, { error: E.ORG_DESCRIPTION_TOO_LONG })
    .refine((html) => richTextLength(html) <= ORG_DESCRIPTION_MAX_LENGTH, {
      error: E.ORG_DESCRIPTION_TOO_LONG,
    })
    .transform((s) => s.trim()),
  website: z
    .union(
      [
        z.literal('').transform(() => null),
        z
          .url({ protocol: /^https?$/, error: E.ORG_WEBSITE_INVALID })
          .max(ORG_WEBSITE_MAX_LENGTH, { error: E.ORG_WEBSITE_INVALID }),
        z.null(),
      ],
      { error: E.ORG_WEBSITE_INVALID },
    )
    .optional(),
  areasOfFocus: z
    .array(z.enum(AREAS_OF_FOCUS, { error: E.ORG_AREAS_INVALID }), { error: E.ORG_AREAS_INVALID })
    .max(ORG_AREAS_MAX, { error: E.ORG_AREAS_INVALID }),
  placeId: orgPlaceIdSchema.nullable().optional(),
  logoId: z
    .string({ error: E.LOGO_INVALID })
    .regex(ORG_LOGO_ID_PATTERN, { error: E.LOGO_INVALID })
    .nullable()
    .optional(),
});
export type OrgRequest = z.input<typeof orgRequestSchema>;
export type OrgInput = z.output<typeof orgRequestSchema>;

/** The organisation as the dashboard shows it (GET's `org`): the answer of every call that changes it. */
export const orgAnswerSchema = dataAnswer(z.object({ org: dashboardOrgSchema }));
export type OrgAnswer = z.infer<typeof orgAnswerSchema>;

/**
 * POST /organizations/logos (multipart, field ORG_LOGO_FILE_FIELD; 201): a logo, checked by its content,
 * resized and stored, not yet any organisation's; send its `id` as `logoId` with the organisation. Each
 * user keeps one such upload: a newer one replaces it.
 */
export const orgLogoAnswerSchema = dataAnswer(
  z.object({
    logo: z.object({ id: orgLogoIdSchema, url: z.string().startsWith('/data/website/org-logos/') }),
  }),
);
export type OrgLogoAnswer = z.infer<typeof orgLogoAnswerSchema>;
export const orgLogoParamsSchema = z.object({ id: orgLogoIdSchema });

/** POST /orgdashboard/:orgId/organization (staff): freeze an organisation, or publish it again. */
export const orgStatusRequestSchema = z.object({
  status: z.enum(ORG_STATUSES, { error: E.ORG_STATUS_INVALID }),
});
export type OrgStatusRequest = z.input<typeof orgStatusRequestSchema>;

/** DELETE /orgdashboard/:orgId/organization (owners): the organisation's name, typed again. */
export const deleteOrgRequestSchema = z.object({
  confirmName: z.string({ error: E.CONFIRM_NAME_MISMATCH }).max(ORG_NAME_MAX_LENGTH * 2, {
    error: E.CONFIRM_NAME_MISMATCH,
  }),
});
export type DeleteOrgRequest = z.input<typeof deleteOrgRequestSchema>;
export const deleteOrgAnswerSchema = dataAnswer(z.object({ deleted: z.literal(true) }));
export type DeleteOrgAnswer = z.infer<typeof deleteOrgAnswerSchema>;

/** An invite's id: random, 22 characters of base64url (never sequential). */
export const inviteIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
const inviteIdParam = z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: M.NO_INVITE });

/** `:orgId` of the organisation calls. */
/** A path id (digits only, as idParamSchema reads it) whose refusal says `message`. */
const idParam = (message: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: message })
    .transform(Number);
export const orgIdParam = idParam(M.INVALID_ORG_ID);
export const orgParamsSchema = z.object({ orgId: orgIdParam });
export type OrgParams = z.input<typeof orgParamsSchema>;
export const orgAdminParamsSchema = z.object({
  orgId: orgIdParam,
  adminId: idParam(M.MISSING_USER),
});
export const orgInviteParamsSchema = z.object({ orgId: orgIdParam, inviteId: inviteIdParam });
export const adminRequestParamsSchema = z.object({
  orgId: orgIdParam,
  requestId: idParam(M.NO_ADMIN_REQUEST),
});
export const inviteParamsSchema = z.object({ inviteId: inviteIdParam });

/** One admin of an organisation; owners may also add owners and delete the organisation. */
export const teamAdminSchema = z.object({
  /** The user's id (DELETE /orgdashboard/:orgId/admins/:adminId). */
  id: idSchema,
  email: z.string(),
  name: z.string(),
  isOwner: z.boolean(),
  /** When they were added, or moved to the front by being added again. */
  addedAt: isoDateTimeSchema,
});
export type TeamAdmin = z.infer<typeof teamAdminSchema>;

/** An open invite (not yet accepted): `expired` once past `expiresAt` (an admin may resend it). */
export const teamInviteSchema = z.object({
  id: inviteIdSchema,
  email: z.string(),
  createdAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  expired: z.boolean(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

/** A user's request to administer the organisation, waiting for an admin's answer. */
export const adminRequestSchema = z.object({
  id: idSchema,
  approved: z.boolean(),
  createdAt: isoDateTimeSchema,
  user: z.object({ id: idSchema, email: z.string(), name: z.string() }),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;

/** GET /orgdashboard/:orgId/team: admins most recently added (or moved) first; invites and requests newest first. */
export const orgTeamSchema = z.object({
  admins: z.array(teamAdminSchema),
  invites: z.array(teamInviteSchema),
  adminRequests: z.array(adminRequestSchema),
});
export type OrgTeam = z.infer<typeof orgTeamSchema>;
export const orgTeamAnswerSchema = dataAnswer(orgTeamSchema);
export type OrgTeamAnswer = z.infer<typeof orgTeamAnswerSchema>;

/** `{ email }` of POST /orgdashboard/:orgId/admins and /owners. */
export const adminEmailRequestSchema = z.object({ email: emailField });
export type AdminEmailRequest = z.input<typeof adminEmailRequestSchema>;

/** POST /orgdashboard/:orgId/admins: the user with that address is now an admin, or an invite was mailed. */
export const addAdminAnswerSchema = dataAnswer(
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('admin'), admin: teamAdminSchema }),
    z.object({ kind: z.literal('invite'), invite: teamInviteSchema }),
  ]),
);
export type AddAdminAnswer = z.infer<typeof addAdminAnswerSchema>;

/** DELETE /orgdashboard/:orgId/admins/:adminId; `self` when the user removed themselves (left). */
export const removeAdminAnswerSchema = dataAnswer(z.object({ removed: z.literal(true), self: z.boolean() }));
export type RemoveAdminAnswer = z.infer<typeof removeAdminAnswerSchema>;

export const inviteAnswerSchema = dataAnswer(z.object({ invite: teamInviteSchema }));
export type TeamInviteAnswer = z.infer<typeof inviteAnswerSchema>;
export const revokeInviteAnswerSchema = dataAnswer(z.object({ revoked: z.literal(true) }));
export type RevokeInviteAnswer = z.infer<typeof revokeInviteAnswerSchema>;

/** POST /orgdashboard/:orgId/admin-requests/:requestId. */
export const answerAdminRequestSchema = z.object({
  approved: z.boolean({ error: 'Must be true or false' }),
});
export type AnswerAdminRequest = z.input<typeof answerAdminRequestSchema>;
/** Approved: the requester, now an admin; rejected: null (the request is gone). */
export const adminAnswerSchema = dataAnswer(z.object({ admin: teamAdminSchema.nullable() }));
export type AdminAnswer = z.infer<typeof adminAnswerSchema>;
/** POST /orgdashboard/:orgId/owners: the user, now an admin and an owner. */
export const ownerAnswerSchema = dataAnswer(z.object({ admin: teamAdminSchema }));
export type OwnerAnswer = z.infer<typeof ownerAnswerSchema>;

/** POST /organizations/:orgId/admin-requests (201). */
export const requestAdminAccessAnswerSchema = dataAnswer(
  z.object({ request: z.object({ id: idSchema, createdAt: isoDateTimeSchema }) }),
);
export type RequestAdminAccessAnswer = z.infer<typeof requestAdminAccessAnswerSchema>;

export const INVITE_STATUSES = ['OPEN', 'EXPIRED', 'ACCEPTED'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** GET /website/invites/:inviteId (public: the id is the secret): the page of /user-invites/{inviteId}. */
export const publicInviteSchema = z.object({
  id: inviteIdSchema,
  orgId: idSchema,
  orgName: z.string(),
  email: z.string(),
  expiresAt: isoDateTimeSchema,
  status: z.enum(INVITE_STATUSES),
});
export type PublicInvite = z.infer<typeof publicInviteSchema>;
export const publicInviteAnswerSchema = dataAnswer(z.object({ invite: publicInviteSchema }));
export type PublicInviteAnswer = z.infer<typeof publicInviteAnswerSchema>;

/** POST /website/invites/:inviteId/accept: the user now administers `orgId`. */
export const acceptInviteAnswerSchema = dataAnswer(z.object({ orgId: idSchema }));
export type AcceptInviteAnswer = z.infer<typeof acceptInviteAnswerSchema>;

/** One organisation the user administers; `selected` is the one they last chose (at most one). */
export const myOrganizationSchema = z.object({
  id: idSchema,
  name: z.string(),
  isOwner: z.boolean(),
  selected: z.boolean(),
});
export type MyOrganization = z.infer<typeof myOrganizationSchema>;
/** GET /users/me/organizations (by name) and PUT /users/me/selected-organization. */
export const myOrganizationsAnswerSchema = dataAnswer(
  z.object({ organizations: z.array(myOrganizationSchema) }),
);
export type MyOrganizationsAnswer = z.infer<typeof myOrganizationsAnswerSchema>;

export const selectOrganizationRequestSchema = z.object({
  orgId: z
    .number({ error: M.INVALID_ORG_ID })
    .int({ error: M.INVALID_ORG_ID })
    .positive({ error: M.INVALID_ORG_ID }),
});
export type SelectOrganizationRequest = z.input<typeof selectOrganizationRequestSchema>;

import { z } from 'zod';
import { LANGS } from '../vocabulary/languages';
import { dataAnswer, idSchema, isoDateTimeSchema } from './answer';
import { ORG_ADMIN_MESSAGES } from './orgs';
import { placeSummarySchema } from './place';
import { oneOf } from './request';

// Graduate fairs (docs/product/grad-fairs.md): the upcoming fairs anyone may read, an organisation's
// registrations for them, and the invitations a fair sends an organisation (accepted or declined by one of
// its admins). The front ends translate the codes of GRAD_FAIR_ERROR_CODES; the "not found" refusals are
// answered as written (GRAD_FAIR_MESSAGES).

/** How far from `near` GET /data/grad-fairs looks, at most (miles). */
export const GRAD_FAIRS_MAX_WITHIN_MILES = 500;
/** How many fairs GET /data/grad-fairs answers, at most. */
export const GRAD_FAIRS_MAX_LIMIT = 50;

/** The refusals answered as written, by field. */
export const GRAD_FAIR_MESSAGES = {
  /** fairId (404): no such fair. */
  NO_FAIR: 'No fair found',
  /** inviteId (404): no such invitation, or another organisation's. */
  NO_INVITE: 'No invite found',
  /** orgId (404): no organisation with this id (or a deleted one). */
  NO_ORG: ORG_ADMIN_MESSAGES.NO_ORG,
} as const;

/** The codes in an error answer's `errors` map (keyed by field) of the grad fair calls. */
export const GRAD_FAIR_ERROR_CODES = {
  /** fairId (409): the organisation is registered for this fair already. */
  ALREADY_REGISTERED: 'ALREADY_REGISTERED',
  /** fairId (404, unregister): the organisation is not registered for this fair. */
  NOT_REGISTERED: 'NOT_REGISTERED',
  /** fairId (409, register): the fair's registration deadline has passed. */
  REGISTRATION_CLOSED: 'REGISTRATION_CLOSED',
  /** fairId (409, register, accepting an invitation): every place of the fair is taken. */
  FAIR_FULL: 'FAIR_FULL',
  /** fairId (409, unregister, accepting an invitation): the fair has begun (or is over). */
  FAIR_STARTED: 'FAIR_STARTED',
  /** inviteId (409): the invitation was accepted or declined already. */
  INVITE_ANSWERED: 'INVITE_ANSWERED',
  /** orgId (409, staff inviting): the organisation was invited to this fair already. */
  ALREADY_INVITED: 'ALREADY_INVITED',
  /** accept (400): not true or false. */
  ANSWER_INVALID: 'ANSWER_INVALID',
  /** near (400): not "latitude,longitude" in degrees. */
  NEAR_INVALID: 'NEAR_INVALID',
} as const;
export type GradFairErrorCode = keyof typeof GRAD_FAIR_ERROR_CODES;

const E = GRAD_FAIR_ERROR_CODES;
const M = GRAD_FAIR_MESSAGES;

/** Database ids are int4. */
const MAX_ID = 2_147_483_647;

/** A path id (digits only, an int4) whose refusal says `message`. */
const idParam = (message: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: message })
    .transform(Number)
    .refine((id) => id <= MAX_ID, { error: message });
const orgIdParam = idParam(ORG_ADMIN_MESSAGES.INVALID_ORG_ID);

export const gradFairParamsSchema = z.object({ fairId: idParam(M.NO_FAIR) });
export const orgGradFairParamsSchema = z.object({ orgId: orgIdParam, fairId: idParam(M.NO_FAIR) });
export const orgGradFairInviteParamsSchema = z.object({ orgId: orgIdParam, inviteId: idParam(M.NO_INVITE) });

/** `?lang=` of every grad fair read: the language of the fair's name, description and place. */
const langQuery = { lang: oneOf(LANGS).default('en') };
export const gradFairQuerySchema = z.object(langQuery);
export type GradFairQuery = z.input<typeof gradFairQuerySchema>;

/** "latitude,longitude" in degrees ("40.71,-74.01"). */
const nearSchema = z
  .string({ error: E.NEAR_INVALID })
  .regex(/^-?\d{1,3}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, { error: E.NEAR_INVALID })
  .transform((text) => {
    const [latitude, longitude] = text.split(',').map(Number) as [number, number];
    return { latitude, longitude };
  })
  .refine((p) => Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180, { error: E.NEAR_INVALID });

/**
 * GET /data/grad-fairs: the upcoming fairs, soonest first; with `near`, the nearest first and, with
 * `withinMiles`, only those that close (docs/product/grad-fairs.md#the-ad: the ad's nearest fair).
 */
export const gradFairsQuerySchema = z.object({
  ...langQuery,
  near: nearSchema.optional(),
  withinMiles: z
    .string()
    .regex(/^\d{1,4}$/, { error: `Must be a whole number from 1 to ${GRAD_FAIRS_MAX_WITHIN_MILES}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: `Must be a whole number from 1 to ${GRAD_FAIRS_MAX_WITHIN_MILES}` })
        .max(GRAD_FAIRS_MAX_WITHIN_MILES, {
          error: `Must be a whole number from 1 to ${GRAD_FAIRS_MAX_WITHIN_MILES}`,
        }),
    )
    .optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, { error: `Must be a whole number from 1 to ${GRAD_FAIRS_MAX_LIMIT}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: `Must be a whole number from 1 to ${GRAD_FAIRS_MAX_LIMIT}` })
        .max(GRAD_FAIRS_MAX_LIMIT, { error: `Must be a whole number from 1 to ${GRAD_FAIRS_MAX_LIMIT}` }),
    )
    .optional(),
});
export type GradFairsQuery = z.input<typeof gradFairsQuerySchema>;

/**
 * One graduate fair, in the language asked for. Its instants are UTC; `timeZone` (IANA) is the fair's own,
 * in which a page shows its dates. `registrationOpen`: before the deadline with a place left.
 */
export const gradFairSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  description: z.string(),
  place: placeSummarySchema,
  venue: z.string().min(1),
  timeZone: z.string().min(1),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  registrationDeadline: isoDateTimeSchema,
  capacity: z.number().int().positive(),
  spotsLeft: z.number().int().nonnegative(),
  registrationOpen: z.boolean(),
  /** From `near`, when the call gave one. */
  distanceMiles: z.number().nonnegative().nullable(),
});
export type GradFair = z.infer<typeof gradFairSchema>;

export const gradFairsAnswerSchema = dataAnswer(z.object({ fairs: z.array(gradFairSchema) }));
export type GradFairsAnswer = z.infer<typeof gradFairsAnswerSchema>;
export const gradFairAnswerSchema = dataAnswer(z.object({ fair: gradFairSchema }));
export type GradFairAnswer = z.infer<typeof gradFairAnswerSchema>;

/** A fair as one organisation sees it: with when it registered (null: not registered). */
export const orgGradFairSchema = gradFairSchema.extend({ registeredAt: isoDateTimeSchema.nullable() });
export type OrgGradFair = z.infer<typeof orgGradFairSchema>;

export const GRAD_FAIR_INVITE_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
export type GradFairInviteStatus = (typeof GRAD_FAIR_INVITE_STATUSES)[number];

/**
 * An invitation to take part in a fair, sent to an organisation. `answerable`: pending and the fair not
 * begun; accepting registers the organisation even past the registration deadline, if a place is left.
 */
export const gradFairInviteSchema = z.object({
  id: idSchema,
  orgId: idSchema,
  fair: orgGradFairSchema,
  status: z.enum(GRAD_FAIR_INVITE_STATUSES),
  createdAt: isoDateTimeSchema,
  answeredAt: isoDateTimeSchema.nullable(),
  answerable: z.boolean(),
});
export type GradFairInvite = z.infer<typeof gradFairInviteSchema>;

/**
 * GET /orgdashboard/:orgId/grad-fairs: the upcoming fairs (soonest first) with this organisation's
 * registration, its registrations (upcoming and past, the latest fair first) and its invitations (pending
 * first, then the newest).
 */
export const orgGradFairsSchema = z.object({
  upcoming: z.array(orgGradFairSchema),
  registrations: z.array(orgGradFairSchema),
  invites: z.array(gradFairInviteSchema),
});
export type OrgGradFairs = z.infer<typeof orgGradFairsSchema>;
export const orgGradFairsAnswerSchema = dataAnswer(orgGradFairsSchema);
export type OrgGradFairsAnswer = z.infer<typeof orgGradFairsAnswerSchema>;

/** Registering (201) or unregistering: the fair as the organisation now sees it. */
export const orgGradFairAnswerSchema = dataAnswer(z.object({ fair: orgGradFairSchema }));
export type OrgGradFairAnswer = z.infer<typeof orgGradFairAnswerSchema>;

/** POST /orgdashboard/:orgId/grad-fairs/invites/:inviteId: accept (and register) or decline. */
export const answerGradFairInviteSchema = z.object({
  accept: z.boolean({ error: E.ANSWER_INVALID }),
});
export type AnswerGradFairInvite = z.input<typeof answerGradFairInviteSchema>;
export const gradFairInviteAnswerSchema = dataAnswer(z.object({ invite: gradFairInviteSchema }));
export type GradFairInviteAnswer = z.infer<typeof gradFairInviteAnswerSchema>;

/** POST /grad-fairs/:fairId/invites (staff): invite an organisation to a fair (201). */
export const createGradFairInviteSchema = z.object({
  orgId: z
    .number({ error: ORG_ADMIN_MESSAGES.INVALID_ORG_ID })
    .int({ error: ORG_ADMIN_MESSAGES.INVALID_ORG_ID })
    .positive({ error: ORG_ADMIN_MESSAGES.INVALID_ORG_ID })
    .max(MAX_ID, { error: ORG_ADMIN_MESSAGES.INVALID_ORG_ID }),
});
export type CreateGradFairInvite = z.input<typeof createGradFairInviteSchema>;

import { z } from 'zod';
import { LANGS } from '../vocabulary/languages';
import { LISTING_STATES, LISTING_TYPES } from '../vocabulary/listing-types';
import { SALARY_PERIODS } from '../vocabulary/facets';
import { dataAnswer, idSchema, isoDateTimeSchema } from './answer';
import { idParamSchema } from './request';
import { richTextLength } from './richText';

// An organisation's listings as its admins write them (docs/product/organisations.md#posting-a-listing): a
// draft of one of the four types, saved as often as the admin likes, then published (a volunteer
// opportunity or event goes live; a job or internship waits for payment), closed, and listed with its
// state. The field names are flat so that each refusal names the field the form shows it beside.

/** The error codes a refused draft carries in its `errors` map, by field (the page translates them). */
export const POSTING_ERROR_CODES = {
  TITLE_LENGTH: 'TITLE_LENGTH',
  DESCRIPTION_TOO_LONG: 'DESCRIPTION_TOO_LONG',
  DESCRIPTION_REQUIRED: 'DESCRIPTION_REQUIRED',
  LISTING_TYPE_INVALID: 'LISTING_TYPE_INVALID',
  LOCALE_INVALID: 'LOCALE_INVALID',
  PLACE_INVALID: 'PLACE_INVALID',
  SALARY_INVALID: 'SALARY_INVALID',
  SALARY_MIN_ABOVE_MAX: 'SALARY_MIN_ABOVE_MAX',
  CURRENCY_INVALID: 'CURRENCY_INVALID',
  PERIOD_INVALID: 'PERIOD_INVALID',
  APPLY_METHOD_INVALID: 'APPLY_METHOD_INVALID',
  APPLY_URL_INVALID: 'APPLY_URL_INVALID',
  APPLY_EMAIL_INVALID: 'APPLY_EMAIL_INVALID',
  DEADLINE_INVALID: 'DEADLINE_INVALID',
  DEADLINE_PASSED: 'DEADLINE_PASSED',
  DATE_INVALID: 'DATE_INVALID',
  END_BEFORE_START: 'END_BEFORE_START',
  TIME_ZONE_INVALID: 'TIME_ZONE_INVALID',
  VERSION_INVALID: 'VERSION_INVALID',
  /** 409 `errors.version`: another save came first; reload, nothing of it was stored. */
  STALE_VERSION: 'STALE_VERSION',
  /** 409 `errors.status`: the listing's state does not allow this act (publish a closed one, …). */
  TRANSITION_REFUSED: 'TRANSITION_REFUSED',
  /** 409 `errors.status`: only a draft or a published listing may be edited. */
  NOT_EDITABLE: 'NOT_EDITABLE',
  NO_LISTING: 'No listing with this id',
} as const;
const E = POSTING_ERROR_CODES;

export const LISTING_TITLE_MAX_LENGTH = 150;
/** The description's text (richTextLength), and the HTML that carries it. */
export const LISTING_DESCRIPTION_MAX_LENGTH = 20_000;
export const LISTING_DESCRIPTION_HTML_MAX_LENGTH = 100_000;
export const APPLY_METHODS = ['SITE', 'URL', 'EMAIL'] as const;
export type ApplyMethod = (typeof APPLY_METHODS)[number];
/** Salaries are whole units of their currency, as every stored listing's (the salary explorer reads them). */
export const SALARY_MAX = 100_000_000;

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const amount = z
  .number({ error: E.SALARY_INVALID })
  .int({ error: E.SALARY_INVALID })
  .min(0, { error: E.SALARY_INVALID })
  .max(SALARY_MAX, { error: E.SALARY_INVALID });
const dateTime = z.iso.datetime({ offset: true, error: E.DATE_INVALID });

/**
 * A listing draft (POST /orgdashboard/:orgId/listings, PUT …/listings/:listingId with its `version`).
 * `description` is rich text, sanitised by the api to RICH_TEXT_TAGS. The place is a city of the location
 * input (`placeId`) or `remote`. The salary is all of minimum, currency and period or none; maximum is
 * optional and not below the minimum. How to apply: on the site, at `applyUrl`, or by mail to `applyEmail`.
 * `deadline` (ISO date-time, ahead of now) is when applications close. Events and volunteer opportunities
 * may carry `startsAt` and `endsAt` (the end not before the start) in an IANA `timeZone`.
 */
export const listingDraftFields = {
  listingType: z.enum(LISTING_TYPES, { error: E.LISTING_TYPE_INVALID }),
  title: z
    .string({ error: E.TITLE_LENGTH })
    .trim()
    .min(1, { error: E.TITLE_LENGTH })
    .max(LISTING_TITLE_MAX_LENGTH, { error: E.TITLE_LENGTH }),
  description: z
    .string({ error: E.DESCRIPTION_TOO_LONG })
    .max(LISTING_DESCRIPTION_HTML_MAX_LENGTH, { error: E.DESCRIPTION_TOO_LONG })
    .refine((html) => richTextLength(html) <= LISTING_DESCRIPTION_MAX_LENGTH, {
      error: E.DESCRIPTION_TOO_LONG,
    })
    .default(''),
  locale: z.enum(LANGS, { error: E.LOCALE_INVALID }),
  placeId: z
    .string({ error: E.PLACE_INVALID })
    .regex(/^[A-Za-z0-9-]{1,20}$/, { error: E.PLACE_INVALID })
    .nullable()
    .default(null),
  remote: z.boolean({ error: E.PLACE_INVALID }).default(false),
  salaryMinimum: amount.nullable().default(null),
  salaryMaximum: amount.nullable().default(null),
  salaryCurrency: z
    .string({ error: E.CURRENCY_INVALID })
    .regex(/^[A-Z]{3}$/, { error: E.CURRENCY_INVALID })
    .nullable()
    .default(null),
  salaryPeriod: z.enum(SALARY_PERIODS, { error: E.PERIOD_INVALID }).nullable().default(null),
  applyMethod: z.enum(APPLY_METHODS, { error: E.APPLY_METHOD_INVALID }).default('SITE'),
  applyUrl: z
    .url({ protocol: /^https?$/, error: E.APPLY_URL_INVALID })
    .max(2000, { error: E.APPLY_URL_INVALID })
    .nullable()
    .default(null),
  applyEmail: z.email({ error: E.APPLY_EMAIL_INVALID }).max(254).nullable().default(null),
  deadline: z.iso
    .datetime({ offset: true, error: E.DEADLINE_INVALID })
    // A date that is not one is DEADLINE_INVALID alone (zod runs the refinement after a failed format).
    .refine((at) => Number.isNaN(Date.parse(at)) || Date.parse(at) > Date.now(), {
      error: E.DEADLINE_PASSED,
    })
    .nullable()
    .default(null),
  startsAt: dateTime.nullable().default(null),
  endsAt: dateTime.nullable().default(null),
  timeZone: z
    .string({ error: E.TIME_ZONE_INVALID })
    .max(64, { error: E.TIME_ZONE_INVALID })
    .refine(isTimeZone, { error: E.TIME_ZONE_INVALID })
    .nullable()
    .default(null),
};

type DraftShape = z.infer<z.ZodObject<typeof listingDraftFields>>;

/** The rules between fields, each refusal keyed by the field the form shows it beside. */
function draftRules(draft: DraftShape, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (draft.remote && draft.placeId !== null) issue('placeId', E.PLACE_INVALID);
  const salary = [draft.salaryMinimum, draft.salaryCurrency, draft.salaryPeriod];
  if (salary.some((v) => v !== null) || draft.salaryMaximum !== null) {
    if (draft.salaryMinimum === null) issue('salaryMinimum', E.SALARY_INVALID);
    if (draft.salaryCurrency === null) issue('salaryCurrency', E.CURRENCY_INVALID);
    if (draft.salaryPeriod === null) issue('salaryPeriod', E.PERIOD_INVALID);
  }
  if (
    draft.salaryMinimum !== null &&
    draft.salaryMaximum !== null &&
    draft.salaryMinimum > draft.salaryMaximum
  )
    issue('salaryMaximum', E.SALARY_MIN_ABOVE_MAX);
  if (draft.applyMethod === 'URL' && draft.applyUrl === null) issue('applyUrl', E.APPLY_URL_INVALID);
  if (draft.applyMethod === 'EMAIL' && draft.applyEmail === null) issue('applyEmail', E.APPLY_EMAIL_INVALID);
  const dated = draft.listingType === 'EVENT' || draft.listingType === 'VOLOP';
  if (!dated && draft.startsAt !== null) issue('startsAt', E.DATE_INVALID);
  if (!dated && draft.endsAt !== null) issue('endsAt', E.DATE_INVALID);
  if (
    draft.startsAt !== null &&
    draft.endsAt !== null &&
    Date.parse(draft.endsAt) < Date.parse(draft.startsAt)
  )
    issue('endsAt', E.END_BEFORE_START);
  if ((draft.startsAt !== null || draft.endsAt !== null) && draft.timeZone === null)
    issue('timeZone', E.TIME_ZONE_INVALID);
}

export const listingDraftRequestSchema = z.object(listingDraftFields).superRefine(draftRules);
export type ListingDraftRequest = z.input<typeof listingDraftRequestSchema>;
export type ListingDraftInput = z.output<typeof listingDraftRequestSchema>;

/** PUT …/listings/:listingId: the draft and the `version` it was read at (409 STALE_VERSION when behind). */
export const updateListingDraftRequestSchema = z
  .object({
    ...listingDraftFields,
    version: z.number({ error: E.VERSION_INVALID }).int({ error: E.VERSION_INVALID }).min(1, {
      error: E.VERSION_INVALID,
    }),
  })
  .superRefine(draftRules);
export type UpdateListingDraftRequest = z.input<typeof updateListingDraftRequestSchema>;
export type UpdateListingDraftInput = z.output<typeof updateListingDraftRequestSchema>;

export const orgListingParamsSchema = z.object({ orgId: idParamSchema, listingId: idParamSchema });
export const orgListingsParamsSchema = z.object({ orgId: idParamSchema });

/** A listing as its organisation's admins see and edit it: the draft's fields, its state and version. */
export const orgListingSchema = z.object({
  id: idSchema,
  listingType: z.enum(LISTING_TYPES),
  status: z.enum(LISTING_STATES),
  version: z.number().int().min(1),
  title: z.string(),
  /** Sanitised rich text. */
  description: z.string(),
  locale: z.enum(LANGS),
  placeId: z.string().nullable(),
  remote: z.boolean(),
  salaryMinimum: z.number().int().nullable(),
  salaryMaximum: z.number().int().nullable(),
  salaryCurrency: z.string().nullable(),
  salaryPeriod: z.enum(SALARY_PERIODS).nullable(),
  applyMethod: z.enum(APPLY_METHODS),
  applyUrl: z.string().nullable(),
  applyEmail: z.string().nullable(),
  deadline: isoDateTimeSchema.nullable(),
  startsAt: isoDateTimeSchema.nullable(),
  endsAt: isoDateTimeSchema.nullable(),
  timeZone: z.string().nullable(),
  /** When it went live (or, for a draft, when it was last dated). */
  publishedAt: isoDateTimeSchema,
});
export type OrgListing = z.infer<typeof orgListingSchema>;

export const orgListingAnswerSchema = dataAnswer(orgListingSchema);
export type OrgListingAnswer = z.infer<typeof orgListingAnswerSchema>;

/** GET /orgdashboard/:orgId/listings: every listing of the organisation, whatever its state, newest first. */
export const orgListingsAnswerSchema = dataAnswer(z.array(orgListingSchema));
export type OrgListingsAnswer = z.infer<typeof orgListingsAnswerSchema>;

import { z } from 'zod';
import { LANGS } from '../vocabulary/languages';
import { LISTING_STATES, LISTING_TYPES } from '../vocabulary/listing-types';
import {
  AREAS_OF_FOCUS,
  BENEFITS,
  EDUCATION_LEVELS,
  FUNCTIONS,
  JOB_TYPES,
  LOCATION_TYPES,
  PAYMENT_TYPES,
  PROFESSIONAL_LEVELS,
  SALARY_PERIODS,
} from '../vocabulary/facets';
import { LISTING_QUESTIONS_MAX } from '../vocabulary/applying';
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
  LOCATION_TYPE_INVALID: 'LOCATION_TYPE_INVALID',
  COUNTRIES_INVALID: 'COUNTRIES_INVALID',
  JOB_TYPE_INVALID: 'JOB_TYPE_INVALID',
  LEVEL_INVALID: 'LEVEL_INVALID',
  EDUCATION_INVALID: 'EDUCATION_INVALID',
  PAYMENT_INVALID: 'PAYMENT_INVALID',
  FUNCTIONS_INVALID: 'FUNCTIONS_INVALID',
  AREAS_INVALID: 'AREAS_INVALID',
  BENEFITS_INVALID: 'BENEFITS_INVALID',
  /** questions: more than LISTING_QUESTIONS_MAX, or a question's prompt empty or too long. */
  QUESTIONS_INVALID: 'QUESTIONS_INVALID',
  /** The field does not belong to this listing type (a salary on an event, questions with an external apply). */
  NOT_FOR_TYPE: 'NOT_FOR_TYPE',
  /** publish: a job or internship without a job type / functions, …: the field the form must fill first. */
  REQUIRED_TO_PUBLISH: 'REQUIRED_TO_PUBLISH',
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
/** A listing names at most this many functions and areas of focus (the search facets read them). */
export const LISTING_FUNCTIONS_MAX = 3;
export const LISTING_AREAS_MAX = 3;
/** A remote listing may be open to anyone (no country) or to at most this many countries (ISO 3166-1 alpha-2). */
export const REMOTE_COUNTRIES_MAX = 30;
export const LISTING_QUESTION_PROMPT_MAX_LENGTH = 300;
/** The types with a salary, job type, education, benefits and screening questions; events and volunteering have dates. */
export const HIRING_TYPES = ['JOB', 'INTERNSHIP'] as const;
export const DATED_TYPES = ['VOLOP', 'EVENT'] as const;

/** A screening question as the admin writes it; `id` names a stored one (kept, so answers already given still match). */
export const listingQuestionDraftSchema = z.object({
  id: idSchema.optional(),
  prompt: z
    .string({ error: E.QUESTIONS_INVALID })
    .trim()
    .min(1, { error: E.QUESTIONS_INVALID })
    .max(LISTING_QUESTION_PROMPT_MAX_LENGTH, { error: E.QUESTIONS_INVALID }),
  required: z.boolean({ error: E.QUESTIONS_INVALID }).default(false),
});
export type ListingQuestionDraft = z.input<typeof listingQuestionDraftSchema>;

const uniqueList = <T extends readonly [string, ...string[]]>(values: T, max: number, code: string) =>
  z
    .array(z.enum(values, { error: code }), { error: code })
    .max(max, { error: code })
    .refine((list) => new Set(list).size === list.length, { error: code })
    .default([]);

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
  /** ONSITE and HYBRID need a place; REMOTE has none and may name the countries it is open to. */
  locationType: z.enum(LOCATION_TYPES, { error: E.LOCATION_TYPE_INVALID }).default('ONSITE'),
  remoteCountries: z
    .array(z.string().regex(/^[A-Z]{2}$/, { error: E.COUNTRIES_INVALID }), { error: E.COUNTRIES_INVALID })
    .max(REMOTE_COUNTRIES_MAX, { error: E.COUNTRIES_INVALID })
    .refine((list) => new Set(list).size === list.length, { error: E.COUNTRIES_INVALID })
    .default([]),
  jobType: z.enum(JOB_TYPES, { error: E.JOB_TYPE_INVALID }).nullable().default(null),
  professionalLevel: z.enum(PROFESSIONAL_LEVELS, { error: E.LEVEL_INVALID }).nullable().default(null),
  education: z.enum(EDUCATION_LEVELS, { error: E.EDUCATION_INVALID }).nullable().default(null),
  /** Internships only: paid or not (a paid one may give its pay as the salary). */
  payment: z.enum(PAYMENT_TYPES, { error: E.PAYMENT_INVALID }).nullable().default(null),
  functions: uniqueList(FUNCTIONS, LISTING_FUNCTIONS_MAX, E.FUNCTIONS_INVALID),
  areasOfFocus: uniqueList(AREAS_OF_FOCUS, LISTING_AREAS_MAX, E.AREAS_INVALID),
  benefits: uniqueList(BENEFITS, BENEFITS.length, E.BENEFITS_INVALID),
  /** Asked of applicants who apply on the site (jobs and internships). */
  questions: z
    .array(listingQuestionDraftSchema, { error: E.QUESTIONS_INVALID })
    .max(LISTING_QUESTIONS_MAX, { error: E.QUESTIONS_INVALID })
    .default([]),
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
  if (draft.locationType === 'REMOTE' && draft.placeId !== null) issue('placeId', E.PLACE_INVALID);
  if (draft.locationType !== 'REMOTE' && draft.remoteCountries.length > 0)
    issue('remoteCountries', E.NOT_FOR_TYPE);
  const hiring = (HIRING_TYPES as readonly string[]).includes(draft.listingType);
  if (!hiring) {
    const hiringOnly = ['jobType', 'professionalLevel', 'education', 'salaryMinimum'] as const;
    for (const field of hiringOnly) if (draft[field] !== null) issue(field, E.NOT_FOR_TYPE);
    if (draft.benefits.length > 0) issue('benefits', E.NOT_FOR_TYPE);
    if (draft.questions.length > 0) issue('questions', E.NOT_FOR_TYPE);
  }
  if (draft.listingType !== 'JOB' && draft.professionalLevel !== null && hiring)
    issue('professionalLevel', E.NOT_FOR_TYPE);
  if (draft.listingType !== 'INTERNSHIP' && draft.payment !== null) issue('payment', E.NOT_FOR_TYPE);
  if (draft.applyMethod !== 'SITE' && draft.questions.length > 0) issue('questions', E.NOT_FOR_TYPE);
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
  const dated = (DATED_TYPES as readonly string[]).includes(draft.listingType);
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
  /** The place's name in the page's language, for the form's location input (null when remote). */
  placeName: z.string().nullable(),
  locationType: z.enum(LOCATION_TYPES),
  remoteCountries: z.array(z.string()),
  jobType: z.enum(JOB_TYPES).nullable(),
  professionalLevel: z.enum(PROFESSIONAL_LEVELS).nullable(),
  education: z.enum(EDUCATION_LEVELS).nullable(),
  payment: z.enum(PAYMENT_TYPES).nullable(),
  functions: z.array(z.enum(FUNCTIONS)),
  areasOfFocus: z.array(z.enum(AREAS_OF_FOCUS)),
  benefits: z.array(z.enum(BENEFITS)),
  questions: z.array(z.object({ id: idSchema, prompt: z.string(), required: z.boolean() })),
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
  /** When it was last saved (the dashboard's "saved at"). */
  updatedAt: isoDateTimeSchema,
  /** Applications received (the applicants tab's count; 0 for events and volunteering without any). */
  applicationCount: z.number().int().min(0),
});
export type OrgListing = z.infer<typeof orgListingSchema>;

export const orgListingAnswerSchema = dataAnswer(orgListingSchema);
export type OrgListingAnswer = z.infer<typeof orgListingAnswerSchema>;

/** GET /orgdashboard/:orgId/listings: every listing of the organisation, whatever its state, newest first. */
export const orgListingsAnswerSchema = dataAnswer(z.array(orgListingSchema));
export type OrgListingsAnswer = z.infer<typeof orgListingsAnswerSchema>;

/**
 * POST …/listings/:listingId/repost: a new draft copied from a listing (any state), without its deadline,
 * dates or applications; answers the new draft (201), which the admin dates and publishes.
 */
export const repostListingAnswerSchema = orgListingAnswerSchema;

/** What publishProblems answers: the fields a listing must fill first, each with its code. */
export type PublishProblems = Partial<
  Record<string, (typeof POSTING_ERROR_CODES)[keyof typeof POSTING_ERROR_CODES]>
>;

/**
 * Why a saved listing cannot be published yet (docs/product/organisations.md#posting-a-listing), by field;
 * empty when it can. The api's publish refuses with exactly these (400), and the posting page shows them
 * before the admin asks: a description (DESCRIPTION_REQUIRED); a place for an on-site or hybrid listing; a
 * job's type and professional level; an internship's payment; at least one function for a job or
 * internship; a deadline, when it has one, still ahead of `now` (DEADLINE_PASSED).
 */
export function publishProblems(listing: OrgListing, now: Date | number = Date.now()): PublishProblems {
  const problems: PublishProblems = {};
  if (richTextLength(listing.description) === 0) problems.description = E.DESCRIPTION_REQUIRED;
  if (listing.locationType !== 'REMOTE' && listing.placeId === null) problems.placeId = E.REQUIRED_TO_PUBLISH;
  if (listing.listingType === 'JOB') {
    if (listing.jobType === null) problems.jobType = E.REQUIRED_TO_PUBLISH;
    if (listing.professionalLevel === null) problems.professionalLevel = E.REQUIRED_TO_PUBLISH;
  }
  if (listing.listingType === 'INTERNSHIP' && listing.payment === null)
    problems.payment = E.REQUIRED_TO_PUBLISH;
  if ((HIRING_TYPES as readonly string[]).includes(listing.listingType) && listing.functions.length === 0)
    problems.functions = E.REQUIRED_TO_PUBLISH;
  const at = typeof now === 'number' ? now : now.getTime();
  if (listing.deadline !== null && Date.parse(listing.deadline) <= at) problems.deadline = E.DEADLINE_PASSED;
  return problems;
}

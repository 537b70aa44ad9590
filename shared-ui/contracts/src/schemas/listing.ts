import { z } from 'zod';
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
import { LANGS } from '../vocabulary/languages';
import { LISTING_STATES, LISTING_TYPES, ORG_TYPES, type ListingType } from '../vocabulary/listing-types';
import { dataAnswer, countSchema, idSchema, isoDateTimeSchema } from './answer';
import { idParamsSchema } from './request';
import { placeSummarySchema } from './place';

/** The organisation a listing belongs to, as shown beside it. */
export const orgSummarySchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  slug: z.string(),
  orgType: z.enum(ORG_TYPES),
});
export type OrgSummary = z.infer<typeof orgSummarySchema>;

/** A salary in its own period and currency; a listing without a minimum has no salary at all. */
export const salarySchema = z.object({
  minimum: z.number().nonnegative(),
  maximum: z.number().nonnegative().nullable(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  period: z.enum(SALARY_PERIODS),
});
export type Salary = z.infer<typeof salarySchema>;

/** A listing in a list: search hits, an organisation's recent listings. */
export const listingSummarySchema = z.object({
  id: idSchema,
  type: z.enum(LISTING_TYPES),
  title: z.string().min(1),
  slug: z.string(),
  locale: z.enum(LANGS),
  org: orgSummarySchema,
  /** null for remote listings. */
  location: placeSummarySchema.nullable(),
  locationType: z.enum(LOCATION_TYPES),
  publishedAt: isoDateTimeSchema,
  salary: salarySchema.nullable(),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

/** How many listings of each type an organisation has. */
export const listingCountsSchema = z.object({
  JOB: countSchema,
  INTERNSHIP: countSchema,
  VOLOP: countSchema,
  EVENT: countSchema,
});
export type ListingCounts = z.infer<typeof listingCountsSchema>;

// Detail answers of GET /data/website/{jobs,internships,volops,events}/:id. `type` tells a published
// listing (JOB) from one the public may not see (UNPUBLISHED_JOB: unpublished, or its organisation is
// frozen), which carries only its identity so the page can say it is gone.

const identity = {
  id: idSchema,
  title: z.string().min(1),
  slug: z.string(),
  locale: z.enum(LANGS),
  org: orgSummarySchema,
};

const publishedFields = {
  ...identity,
  description: z.string(),
  locationType: z.enum(LOCATION_TYPES),
  location: placeSummarySchema.nullable(),
  functions: z.array(z.enum(FUNCTIONS)),
  areasOfFocus: z.array(z.enum(AREAS_OF_FOCUS)),
  publishedAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema.nullable(),
  /** A remote listing open to these countries only (ISO 3166-1 alpha-2); absent or empty: anywhere. */
  remoteCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).optional(),
};

/**
 * How to apply, when the organisation posted it (absent on listings that take applications on the site
 * as every seeded one does): on the site, at an external address, or by mail.
 */
export const howToApplySchema = z.object({
  method: z.enum(['SITE', 'URL', 'EMAIL']),
  url: z.string().nullable(),
  email: z.string().nullable(),
});
export type HowToApply = z.infer<typeof howToApplySchema>;
const hiringFields = {
  benefits: z.array(z.enum(BENEFITS)).optional(),
  howToApply: howToApplySchema.optional(),
};

/** A question a job or internship asks applicants, besides the applicant profile and cover letter. */
export const listingQuestionSchema = z.object({
  id: idSchema,
  prompt: z.string().min(1),
  required: z.boolean(),
});
export type ListingQuestion = z.infer<typeof listingQuestionSchema>;
/** Present (non-empty) only when the listing asks questions of its own. */
const questionsField = {
  questions: z.array(listingQuestionSchema).min(1).max(LISTING_QUESTIONS_MAX).optional(),
};

const datesFields = { startsAt: isoDateTimeSchema.nullable(), endsAt: isoDateTimeSchema.nullable() };

const unpublished = <T extends ListingType>(type: T) =>
  z.object({
    type: z.literal(`UNPUBLISHED_${type}` as `UNPUBLISHED_${T}`),
    listingType: z.literal(type),
    ...identity,
  });

export const jobDetailSchema = z.object({
  type: z.literal('JOB'),
  listingType: z.literal('JOB'),
  ...publishedFields,
  jobType: z.enum(JOB_TYPES).nullable(),
  professionalLevel: z.enum(PROFESSIONAL_LEVELS).nullable(),
  education: z.enum(EDUCATION_LEVELS).nullable(),
  salary: salarySchema.nullable(),
  ...hiringFields,
  ...questionsField,
});
export const internshipDetailSchema = z.object({
  type: z.literal('INTERNSHIP'),
  listingType: z.literal('INTERNSHIP'),
  ...publishedFields,
  payment: z.enum(PAYMENT_TYPES).nullable(),
  education: z.enum(EDUCATION_LEVELS).nullable(),
  salary: salarySchema.nullable(),
  ...hiringFields,
  ...questionsField,
});
export const volopDetailSchema = z.object({
  type: z.literal('VOLOP'),
  listingType: z.literal('VOLOP'),
  ...publishedFields,
  ...datesFields,
});
export const eventDetailSchema = z.object({
  type: z.literal('EVENT'),
  listingType: z.literal('EVENT'),
  ...publishedFields,
  ...datesFields,
});
export const unpublishedJobSchema = unpublished('JOB');
export const unpublishedInternshipSchema = unpublished('INTERNSHIP');
export const unpublishedVolopSchema = unpublished('VOLOP');
export const unpublishedEventSchema = unpublished('EVENT');

export type JobDetail = z.infer<typeof jobDetailSchema>;
export type InternshipDetail = z.infer<typeof internshipDetailSchema>;
export type VolopDetail = z.infer<typeof volopDetailSchema>;
export type EventDetail = z.infer<typeof eventDetailSchema>;
export type PublishedListingDetail = JobDetail | InternshipDetail | VolopDetail | EventDetail;

/** Each type's detail answer: the published shape or the unpublished stub of that same type. */
export const listingDetailSchemas = {
  JOB: z.discriminatedUnion('type', [jobDetailSchema, unpublishedJobSchema]),
  INTERNSHIP: z.discriminatedUnion('type', [internshipDetailSchema, unpublishedInternshipSchema]),
  VOLOP: z.discriminatedUnion('type', [volopDetailSchema, unpublishedVolopSchema]),
  EVENT: z.discriminatedUnion('type', [eventDetailSchema, unpublishedEventSchema]),
} as const;

/** Any listing detail, whatever its type. */
export const listingDetailSchema = z.discriminatedUnion('type', [
  jobDetailSchema,
  internshipDetailSchema,
  volopDetailSchema,
  eventDetailSchema,
  unpublishedJobSchema,
  unpublishedInternshipSchema,
  unpublishedVolopSchema,
  unpublishedEventSchema,
]);
export type ListingDetail = z.infer<typeof listingDetailSchema>;
export type UnpublishedListingDetail = Exclude<ListingDetail, PublishedListingDetail>;
/** The detail answer of one listing type, e.g. `ListingDetailOf<'JOB'>` is JOB | UNPUBLISHED_JOB. */
export type ListingDetailOf<T extends ListingType> = z.infer<(typeof listingDetailSchemas)[T]>;

export const listingDetailAnswerSchemas = {
  JOB: dataAnswer(listingDetailSchemas.JOB),
  INTERNSHIP: dataAnswer(listingDetailSchemas.INTERNSHIP),
  VOLOP: dataAnswer(listingDetailSchemas.VOLOP),
  EVENT: dataAnswer(listingDetailSchemas.EVENT),
} as const;
/** Any listing detail answer, whatever its type. */
export const listingDetailAnswerSchema = dataAnswer(listingDetailSchema);
export type ListingDetailAnswer = z.infer<typeof listingDetailAnswerSchema>;

/** Path parameters of the detail requests. */
export const listingDetailParamsSchema = idParamsSchema;
export type ListingDetailParams = z.input<typeof listingDetailParamsSchema>;

/**
 * The admins' preview of a listing in any state (GET /orgdashboard/:orgId/listings/:listingId/preview): the
 * published variant of its type's detail answer, as its page will show it, and the listing's state.
 */
export const listingPreviewSchema = z.object({
  listing: z.discriminatedUnion('type', [
    jobDetailSchema,
    internshipDetailSchema,
    volopDetailSchema,
    eventDetailSchema,
  ]),
  status: z.enum(LISTING_STATES),
});
export type ListingPreview = z.infer<typeof listingPreviewSchema>;
export const listingPreviewAnswerSchema = dataAnswer(listingPreviewSchema);

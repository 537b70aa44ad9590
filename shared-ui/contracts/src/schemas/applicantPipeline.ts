import { z } from 'zod';
import {
  APPLICATION_KINDS,
  APPLICATION_NOTE_MAX_LENGTH,
  APPLICATION_RATINGS,
  APPLICATION_STAGES,
  BULK_REJECT_MAX,
  ORG_APPLICATIONS_PAGE_SIZE,
} from '../vocabulary';
import { LISTING_TYPES } from '../vocabulary/listing-types';
import { countSchema, dataAnswer, idSchema, isoDateTimeSchema } from './answer';
import { applicantProfileSchema } from './applicantProfile';
import { questionAnswerSchema } from './applications';
import { idParamSchema, oneOf, wholeNumberParam } from './request';

// The applicant pipeline of an organisation's admins (issue 18; docs/product/organisations.md#applicants):
// the applications to one of its listings with counts per stage, one application in full, and the
// changes (stage, rating, notes, bulk reject). Every call is `access: 'orgAdmin'` under /orgdashboard/:orgId.

export const orgApplicationParamsSchema = z.object({ orgId: idParamSchema, applicationId: idParamSchema });

/** A UTC day, YYYY-MM-DD, that exists, from 1970 to 9999 (what every database and Date can hold). */
const dayParam = z
  .string()
  .regex(/^(19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}$/, { error: 'Must be a date written YYYY-MM-DD' })
  .refine(
    (v) => {
      const day = new Date(`${v}T00:00:00Z`);
      // An impossible day (2026-02-30) is Invalid, or rolls over into another day.
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
    },
    { error: 'Must be a real date' },
  );

/**
 * GET …/listings/:listingId/applications?stage=&rating=&appliedFrom=&appliedTo=&page=: filters by stage,
 * by rating (UNRATED: not rated yet) and by the UTC days the applications came in (both days included).
 */
export const orgApplicationsQuerySchema = z
  .object({
    stage: oneOf(APPLICATION_STAGES).optional(),
    rating: oneOf([...APPLICATION_RATINGS, 'UNRATED'] as const).optional(),
    appliedFrom: dayParam.optional(),
    appliedTo: dayParam.optional(),
    page: wholeNumberParam(1, 100_000, 'Must be a whole number of 1 or more').default(1),
  })
  .refine((q) => !q.appliedFrom || !q.appliedTo || q.appliedFrom <= q.appliedTo, {
    path: ['appliedTo'],
    error: 'Must not be before appliedFrom',
  });
export type OrgApplicationsQuery = z.output<typeof orgApplicationsQuerySchema>;

export const applicantSchema = z.object({
  userId: idSchema,
  /** First and last name, or the address when the applicant gave none. */
  name: z.string(),
  email: z.string(),
});

/** An application in the organisation's list. */
export const orgApplicationSummarySchema = z.object({
  id: idSchema,
  kind: z.enum(APPLICATION_KINDS),
  stage: z.enum(APPLICATION_STAGES),
  rating: z.enum(APPLICATION_RATINGS).nullable(),
  applicant: applicantSchema,
  /** First applied; `updatedAt` moves when the applicant applies again. */
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  noteCount: countSchema,
  /** A résumé came with it and is still stored (the list's résumé icon; the file is on the application). */
  hasResume: z.boolean(),
});
export type OrgApplicationSummary = z.infer<typeof orgApplicationSummarySchema>;

export const stageCountsSchema = z.object(
  Object.fromEntries(APPLICATION_STAGES.map((s) => [s, countSchema])) as Record<
    (typeof APPLICATION_STAGES)[number],
    typeof countSchema
  >,
);

export const orgListingApplicationsSchema = z.object({
  listing: z.object({ id: idSchema, type: z.enum(LISTING_TYPES), title: z.string() }),
  /** Every application to the listing by stage, whatever the filters. */
  stageCounts: stageCountsSchema,
  applications: z.array(orgApplicationSummarySchema).max(ORG_APPLICATIONS_PAGE_SIZE),
  /** How many match the filters, and in how many pages. */
  count: countSchema,
  pageCount: countSchema,
});
export type OrgListingApplications = z.infer<typeof orgListingApplicationsSchema>;
export const orgListingApplicationsAnswerSchema = dataAnswer(orgListingApplicationsSchema);
export type OrgListingApplicationsAnswer = z.infer<typeof orgListingApplicationsAnswerSchema>;

/** A note of an admin, seen by every admin of the organisation (never by the applicant). */
export const applicationNoteSchema = z.object({
  id: idSchema,
  /** Who wrote it (null once their account is deleted). */
  author: z.object({ id: idSchema, name: z.string() }).nullable(),
  body: z.string(),
  createdAt: isoDateTimeSchema,
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

/** One application as the organisation's admins see it: what was sent, where it stands, their notes. */
export const orgApplicationSchema = orgApplicationSummarySchema.extend({
  listing: z.object({ id: idSchema, type: z.enum(LISTING_TYPES), title: z.string() }),
  coverLetter: z.string().nullable(),
  answers: z.array(questionAnswerSchema.extend({ prompt: z.string() })),
  /** The applicant profile as sent (jobs and internships); its résumé downloads from GET /data/resumes/:id. */
  profile: applicantProfileSchema.nullable(),
  notes: z.array(applicationNoteSchema),
});
export type OrgApplication = z.infer<typeof orgApplicationSchema>;
export const orgApplicationAnswerSchema = dataAnswer(z.object({ application: orgApplicationSchema }));
export type OrgApplicationAnswer = z.infer<typeof orgApplicationAnswerSchema>;

export const moveStageRequestSchema = z.object({ stage: oneOf(APPLICATION_STAGES) });
/** `rating: null` clears it. */
export const rateApplicationRequestSchema = z.object({ rating: oneOf(APPLICATION_RATINGS).nullable() });
export const applicationNoteRequestSchema = z.object({
  body: z
    .string()
    .trim()
    // Codes, which the dashboard's note form says in the page's language (as the api answers them).
    .min(1, { error: 'NOTE_REQUIRED' })
    .max(APPLICATION_NOTE_MAX_LENGTH, { error: 'NOTE_TOO_LONG' }),
});
export const applicationNoteAnswerSchema = dataAnswer(z.object({ note: applicationNoteSchema }));
export type ApplicationNoteAnswer = z.infer<typeof applicationNoteAnswerSchema>;

/** POST …/listings/:listingId/applications/reject: every one of them to this listing, all or nothing. */
export const rejectApplicationsRequestSchema = z.object({
  applicationIds: z
    .array(idSchema)
    .min(1, { error: 'Choose at least one application' })
    .max(BULK_REJECT_MAX, { error: `At most ${BULK_REJECT_MAX} at once` }),
});
/** How many were rejected now (those already rejected are left as they were, and not mailed again). */
export const rejectApplicationsAnswerSchema = dataAnswer(z.object({ rejected: countSchema }));
export type RejectApplicationsAnswer = z.infer<typeof rejectApplicationsAnswerSchema>;

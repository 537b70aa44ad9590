import { z } from 'zod';
import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  COVER_LETTER_MAX_LENGTH,
  LISTING_QUESTIONS_MAX,
  QUESTION_ANSWER_MAX_LENGTH,
} from '../vocabulary/applying';
import { APPLICATION_STAGES } from '../vocabulary/pipeline';
import { LISTING_TYPES } from '../vocabulary/listing-types';
import { countSchema, idSchema, isoDateTimeSchema, versionField } from './answer';
import {
  applicantProfileRequestSchema,
  applicantProfileSchema,
  workHistoryJobRequestSchema,
} from './applicantProfile';
import { listingSummarySchema } from './listing';
import { idParamSchema, oneOf, wholeNumberParam } from './request';

// Applying (issue 8): jobs and internships take an application (the applicant profile as sent, a cover
// letter, answers to the listing's own questions); a volunteer opportunity records "I'm interested", an
// event "I'll attend". One per user and listing: applying again updates it. A closed listing (past its
// deadline, unpublished, or of a frozen organisation) refuses with 409 `errors.listing: LISTING_CLOSED`.

/** `/listings/:type/:id/…`: the listing's type (JOB, INTERNSHIP, VOLOP, EVENT) and id. */
export const listingRefParamsSchema = z.object({ type: oneOf(LISTING_TYPES), id: idParamSchema });

export const questionAnswerSchema = z.object({
  questionId: idSchema,
  answer: z
    .string()
    .trim()
    .max(QUESTION_ANSWER_MAX_LENGTH, { error: `Must be at most ${QUESTION_ANSWER_MAX_LENGTH} characters` }),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

/** The applicant profile as the application form sends it: the profile's fields and the work history. */
export const applicationProfileRequestSchema = applicantProfileRequestSchema.extend({
  workHistoryJobs: z.array(workHistoryJobRequestSchema).max(30).default([]),
});
export type ApplicationProfileInput = z.input<typeof applicationProfileRequestSchema>;

/**
 * POST /listings/:type/:id/applications. Jobs and internships need a cover letter and an answer to each
 * required question; `profile` is the form's (pre-filled, edited) applicant profile, and without it the
 * user's saved profile is taken as it is now. Volunteer opportunities and events need nothing (an empty body).
 */
export const applicationRequestSchema = z.object({
  coverLetter: z
    .string()
    .trim()
    .max(COVER_LETTER_MAX_LENGTH, { error: `Must be at most ${COVER_LETTER_MAX_LENGTH} characters` })
    .optional(),
  answers: z.array(questionAnswerSchema).max(LISTING_QUESTIONS_MAX).default([]),
  profile: applicationProfileRequestSchema.optional(),
});
export type ApplicationRequest = z.output<typeof applicationRequestSchema>;
export type ApplicationInput = z.input<typeof applicationRequestSchema>;

/** An application in the user's list. */
export const applicationSummarySchema = z.object({
  id: idSchema,
  kind: z.enum(APPLICATION_KINDS),
  /** SUBMITTED while NEW, DECLINED once REJECTED, REVIEWED at every other stage (derived from `stage`). */
  status: z.enum(APPLICATION_STATUSES),
  /**
   * Where the organisation has it in its pipeline; never its rating or notes (docs/product/organisations.md#applicants).
   * The api always sends it; optional only so that the pages' test fixtures written before it still type-check.
   */
  stage: z.enum(APPLICATION_STAGES).optional(),
  /** First applied; `updatedAt` moves when the user applies again. */
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  listing: listingSummarySchema,
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** An application as its applicant sees it: what was sent. */
export const applicationSchema = applicationSummarySchema.extend({
  coverLetter: z.string().nullable(),
  answers: z.array(questionAnswerSchema.extend({ prompt: z.string() })),
  /** The applicant profile as sent (jobs and internships), else null. */
  profile: applicantProfileSchema.nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

/** 201 when new, 200 when it updated the user's earlier application to the listing. */
export const applicationAnswerSchema = z.object({ application: applicationSchema, ...versionField });
export type ApplicationAnswer = z.infer<typeof applicationAnswerSchema>;

/** GET /listings/:type/:id/applications/mine: the user's application to it, or null. */
export const myApplicationAnswerSchema = z.object({
  application: applicationSchema.nullable(),
  ...versionField,
});
export type MyApplicationAnswer = z.infer<typeof myApplicationAnswerSchema>;

/** GET /applications?page= (from 1): the user's, newest first, APPLICATIONS_PAGE_SIZE to a page. */
export const applicationsQuerySchema = z.object({
  page: wholeNumberParam(1, 100_000, 'Must be a whole number of 1 or more').default(1),
});
export const applicationsAnswerSchema = z.object({
  applications: z.array(applicationSummarySchema).max(APPLICATIONS_PAGE_SIZE),
  count: countSchema,
  pageCount: countSchema,
  ...versionField,
});
export type ApplicationsAnswer = z.infer<typeof applicationsAnswerSchema>;

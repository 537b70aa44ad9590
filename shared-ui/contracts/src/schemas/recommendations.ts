import { z } from 'zod';
import { FUNCTIONS, PROFESSIONAL_LEVELS } from '../vocabulary/facets';
import { LISTING_TYPES } from '../vocabulary/listing-types';
import { dataAnswer, idSchema } from './answer';
import { workHistoryJobSchema } from './applicantProfile';
import { idParamSchema } from './request';
import { resumeIdSchema } from './resumes';

// Recommended candidates (issue 18; docs/product/organisations.md#recommended-candidates): the recruitable
// applicant profiles that match one of an organisation's jobs or internships, each with why it matched, and
// the organisation's rating of a candidate for that listing (GOOD / BAD: a BAD one is not suggested again).

export const CANDIDATE_RATINGS = ['GOOD', 'BAD'] as const;
export type CandidateRating = (typeof CANDIDATE_RATINGS)[number];

/** The most candidates a listing's list shows (the best first). */
export const RECOMMENDED_CANDIDATES_MAX = 25;
/** A candidate this close (km) to an on-site or hybrid listing's place matches by distance. */
export const RECOMMENDATION_DISTANCE_KM = 100;

export const RECOMMENDATION_ERROR_CODES = {
  NO_LISTING: 'No job or internship with this id',
  NO_CANDIDATE: 'No recruitable candidate with this id',
  NOT_LISTING_ADMIN: 'User is not an admin of this listing’s organization',
  RATING_INVALID: 'Must be GOOD or BAD',
} as const;

/** A name in each language (a city: Lisbon, Lisboa, Lisboa). */
const namesSchema = z.object({ en: z.string(), es: z.string(), pt: z.string() });

/** Why a candidate matched, as codes and values the page words in its language. */
export const matchReasonSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('FUNCTION'), function: z.enum(FUNCTIONS) }),
  z.object({ code: z.literal('LEVEL'), level: z.enum(PROFESSIONAL_LEVELS) }),
  /** Lives `km` from the listing's city. */
  z.object({ code: z.literal('DISTANCE'), km: z.number().int().min(0), city: namesSchema }),
  /** Lives in the listing's country (ISO 3166-1 alpha-2), farther than the distance. */
  z.object({ code: z.literal('COUNTRY'), countryCode: z.string().length(2) }),
  /** Willing to work remotely; from this country when the listing is open to some countries only. */
  z.object({ code: z.literal('REMOTE'), countryCode: z.string().length(2).nullable() }),
  /** Skills of the profile the listing's title or description names. */
  z.object({ code: z.literal('SKILLS'), skills: z.array(z.string()).min(1) }),
]);
export type MatchReason = z.infer<typeof matchReasonSchema>;

export const recommendedCandidateSchema = z.object({
  /** The candidate's user id. */
  applicantId: idSchema,
  name: z.string(),
  /** The current (or latest) job of the work history: "Program Manager · Casa Aberta". */
  headline: z.string().nullable(),
  /** Where the candidate lives, as they chose it ("São Paulo, SP, Brazil"). */
  place: z.string().nullable(),
  reasons: z.array(matchReasonSchema),
  /** The organisation's rating of this candidate for this listing. */
  rating: z.enum(CANDIDATE_RATINGS).nullable(),
});
export type RecommendedCandidate = z.infer<typeof recommendedCandidateSchema>;

export const recommendationListingSchema = z.object({
  id: idSchema,
  title: z.string(),
  listingType: z.enum(LISTING_TYPES),
});

export const recommendedCandidatesAnswerSchema = dataAnswer(
  z.object({ listing: recommendationListingSchema, candidates: z.array(recommendedCandidateSchema) }),
);
export type RecommendedCandidatesAnswer = z.infer<typeof recommendedCandidatesAnswerSchema>;

/** One candidate as recommended: the profile the candidate shares with recruiters. */
export const recommendedCandidateDetailSchema = recommendedCandidateSchema.extend({
  skills: z.array(z.string()),
  workHistoryJobs: z.array(workHistoryJobSchema),
  /** The résumé the listing's organisation's admins may download (GET /resumes/:id). */
  resumeId: resumeIdSchema.nullable(),
  willingToWorkOnsite: z.boolean(),
  willingToWorkRemote: z.boolean(),
  willingToWorkHybrid: z.boolean(),
  willingToWorkPartTime: z.boolean(),
});
export type RecommendedCandidateDetail = z.infer<typeof recommendedCandidateDetailSchema>;

export const recommendedCandidateAnswerSchema = dataAnswer(
  z.object({
    listing: recommendationListingSchema,
    candidate: recommendedCandidateDetailSchema,
    /** The neighbours in the listing's ranked list (null at its ends, or when this one is not in it). */
    previousId: idSchema.nullable(),
    nextId: idSchema.nullable(),
  }),
);
export type RecommendedCandidateAnswer = z.infer<typeof recommendedCandidateAnswerSchema>;

export const recommendedCandidatesParamsSchema = z.object({ orgId: idParamSchema, listingId: idParamSchema });
export const recommendedCandidateParamsSchema = recommendedCandidatesParamsSchema.extend({
  applicantId: idParamSchema,
});
export const candidateRatingParamsSchema = z.object({ applicantId: idParamSchema });

const ratingField = z.enum(CANDIDATE_RATINGS, { error: RECOMMENDATION_ERROR_CODES.RATING_INVALID });

/** PUT …/recommended-candidates/:applicantId/rating. */
export const rateCandidateRequestSchema = z.object({ rating: ratingField });
/** POST /orgdashboard/recommended-candidates/:applicantId/rating: the mail's link, which names the listing. */
export const rateCandidateFromMailRequestSchema = z.object({
  listingId: z.number().int().positive({ error: 'Must be a listing id' }),
  rating: ratingField,
});

export const candidateRatingAnswerSchema = dataAnswer(
  z.object({
    orgId: idSchema,
    listingId: idSchema,
    /** JOB or INTERNSHIP: the candidate's page is under …/jobs/… or …/internships/…. */
    listingType: z.enum(LISTING_TYPES),
    applicantId: idSchema,
    rating: z.enum(CANDIDATE_RATINGS),
  }),
);
export type CandidateRatingAnswer = z.infer<typeof candidateRatingAnswerSchema>;

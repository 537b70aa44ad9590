// The applicant pipeline (issue 18; docs/product/organisations.md#applicants): where an organisation's
// admins have an application, their quick rating of it, and the limits of their notes and bulk actions.
// Which moves between stages are allowed is the api's one rule (applications/pipelineRules.ts).

/** The stages in pipeline order; REJECTED stands beside them (reachable from every stage but HIRED). */
export const APPLICATION_STAGES = [
  'NEW',
  'REVIEWED',
  'SHORTLISTED',
  'INTERVIEWING',
  'OFFERED',
  'HIRED',
  'REJECTED',
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** The admins' quick rating of an application; none until one rates it. */
export const APPLICATION_RATINGS = ['GOOD_FIT', 'MAYBE', 'NOT_A_FIT'] as const;
export type ApplicationRating = (typeof APPLICATION_RATINGS)[number];

/** Codes of a refused pipeline change (in `errors.stage`, `errors.applicationIds`). */
export const PIPELINE_ERROR_CODES = {
  /** errors.stage (400): the rule does not allow this move from the application's current stage. */
  STAGE_MOVE_NOT_ALLOWED: 'STAGE_MOVE_NOT_ALLOWED',
  /** errors.applicationIds (400): one of them cannot be rejected (hired); nothing was changed. */
  CANNOT_REJECT: 'CANNOT_REJECT',
} as const;

/** A note of an admin on an application is at most this long. */
export const APPLICATION_NOTE_MAX_LENGTH = 2_000;
/** At most this many applications rejected in one bulk action. */
export const BULK_REJECT_MAX = 100;
/** An organisation's applications to a listing are listed this many to a page. */
export const ORG_APPLICATIONS_PAGE_SIZE = 50;

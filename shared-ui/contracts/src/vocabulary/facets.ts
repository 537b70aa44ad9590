// Enum codes shared by the api's schema, the seed, the search filters and the pages that label them.

export const LOCATION_TYPES = ['ONSITE', 'REMOTE', 'HYBRID'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const FUNCTIONS = [
  'ACCOUNTING_FINANCE',
  'ADMINISTRATIVE',
  'ADVOCACY_POLICY',
  'COMMUNICATIONS_MARKETING',
  'COMMUNITY_ORGANIZING',
  'DATA_EVALUATION',
  'DEVELOPMENT_FUNDRAISING',
  'EDUCATION_TRAINING',
  'EXECUTIVE_LEADERSHIP',
  'GRANT_WRITING',
  'HUMAN_RESOURCES',
  'IT_TECHNOLOGY',
  'LEGAL',
  'OPERATIONS',
  'PROGRAM_MANAGEMENT',
  'RESEARCH',
  'SOCIAL_WORK_CASE_MANAGEMENT',
  'VOLUNTEER_MANAGEMENT',
] as const;
export type JobFunction = (typeof FUNCTIONS)[number];

export const AREAS_OF_FOCUS = [
  'ANIMALS',
  'ARTS_CULTURE',
  'CHILDREN_YOUTH',
  'CIVIC_ENGAGEMENT',
  'CLIMATE_ENVIRONMENT',
  'COMMUNITY_DEVELOPMENT',
  'DISABILITY',
  'EDUCATION',
  'FOOD_SECURITY',
  'HEALTH_MEDICINE',
  'HOUSING_HOMELESSNESS',
  'HUMAN_RIGHTS',
  'IMMIGRATION_REFUGEES',
  'MENTAL_HEALTH',
  'POVERTY',
  'SENIORS',
  'WATER_SANITATION',
  'WOMEN_GIRLS',
] as const;
export type AreaOfFocus = (typeof AREAS_OF_FOCUS)[number];

export const JOB_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'TEMPORARY'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const PROFESSIONAL_LEVELS = [
  'ENTRY_LEVEL',
  'PROFESSIONAL',
  'MANAGERIAL',
  'DIRECTOR',
  'EXECUTIVE',
] as const;
export type ProfessionalLevel = (typeof PROFESSIONAL_LEVELS)[number];

export const EDUCATION_LEVELS = [
  'NO_REQUIREMENT',
  'HIGH_SCHOOL',
  'TWO_YEAR_DEGREE',
  'FOUR_YEAR_DEGREE',
  'MASTERS',
  'DOCTORATE',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/**
 * What a job or internship offers besides the salary (pay transparency: docs/product/organisations.md#posting-a-listing).
 */
export const BENEFITS = [
  'HEALTH_INSURANCE',
  'DENTAL_VISION',
  'RETIREMENT_PLAN',
  'PAID_TIME_OFF',
  'PARENTAL_LEAVE',
  'FLEXIBLE_HOURS',
  'REMOTE_WORK_ALLOWANCE',
  'PROFESSIONAL_DEVELOPMENT',
  'TUITION_ASSISTANCE',
  'LOAN_FORGIVENESS_ELIGIBLE',
  'TRANSIT_BENEFITS',
  'WELLNESS_PROGRAM',
] as const;
export type Benefit = (typeof BENEFITS)[number];

/** Whether an internship is paid. */
export const PAYMENT_TYPES = ['PAID', 'UNPAID'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const SALARY_PERIODS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** Multipliers that turn a salary in its period into a yearly figure (full-time hours). */
export const PERIODS_PER_YEAR: Record<SalaryPeriod, number> = {
  HOUR: 2080,
  DAY: 260,
  WEEK: 52,
  MONTH: 12,
  YEAR: 1,
};

/**
 * What a volunteer opportunity or an event asks of people (the actionType facet). Each type has its own
 * codes; the facet of a search offers only the codes of its type.
 */
export const ACTION_TYPES_BY_TYPE = {
  VOLOP: ['ONE_TIME', 'ONGOING', 'SKILLS_BASED'],
  EVENT: ['WORKSHOP', 'TALK', 'NETWORKING', 'CAREER_FAIR', 'FUNDRAISER', 'COMMUNITY_ACTION'],
} as const;
export const ACTION_TYPES = [...ACTION_TYPES_BY_TYPE.VOLOP, ...ACTION_TYPES_BY_TYPE.EVENT] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** Where a volunteer opportunity or event came from: posted here by its organisation, or a partner's feed. */
export const LISTING_SOURCES = ['POSTED', 'PARTNER'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

/**
 * The recency facet: published within the last day, week or month. The buckets nest, so a listing of
 * yesterday counts in all three, and filtering by several keeps the widest.
 */
export const RECENCIES = ['PAST_DAY', 'PAST_WEEK', 'PAST_MONTH'] as const;
export type Recency = (typeof RECENCIES)[number];
export const RECENCY_DAYS: Readonly<Record<Recency, number>> = { PAST_DAY: 1, PAST_WEEK: 7, PAST_MONTH: 30 };

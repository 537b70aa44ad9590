// Enum codes shared by the schema, the seed and the search filters.

export const LISTING_TYPES = ['JOB', 'INTERNSHIP', 'VOLOP', 'EVENT'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const LOCATION_TYPES = ['ONSITE', 'REMOTE', 'HYBRID'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const ORG_TYPES = [
  'nonprofit',
  'government',
  'consultant',
  'social-enterprise',
  'recruiter',
  'business',
  'community',
] as const;
export type OrgType = (typeof ORG_TYPES)[number];

export type Locale = 'en' | 'es' | 'pt';

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

/** URL segment of each listing type's detail route, and the noun used in 404 messages. */
export const LISTING_ROUTES: Record<ListingType, { segment: string; noun: string }> = {
  JOB: { segment: 'jobs', noun: 'job' },
  INTERNSHIP: { segment: 'internships', noun: 'internship' },
  VOLOP: { segment: 'volops', noun: 'volunteer opportunity' },
  EVENT: { segment: 'events', noun: 'event' },
};

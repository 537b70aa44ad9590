// Valid answers, one of each shape, for the schema tests (not exported from the package).
import type { JobDetail, ListingSummary, OrgSummary, Salary } from './listing';
import type { PlaceSummary } from './place';

export const place: PlaceSummary = {
  text: 'Austin, TX, US',
  city: 'Austin',
  stateCode: 'TX',
  countryCode: 'US',
  latitude: 30.27,
  longitude: -97.74,
};

export const org: OrgSummary = { id: 12, name: 'Green Futures', slug: 'green-futures', orgType: 'NONPROFIT' };

export const salary: Salary = { minimum: 40000, maximum: 52000, currency: 'USD', period: 'YEAR' };

export const listingSummary: ListingSummary = {
  id: 7,
  type: 'JOB',
  title: 'Program Manager',
  slug: 'program-manager',
  locale: 'en',
  org,
  location: place,
  locationType: 'ONSITE',
  publishedAt: '2026-01-02T00:00:00.000Z',
  salary,
};

export const jobDetail: JobDetail = {
  type: 'JOB',
  id: 7,
  listingType: 'JOB',
  title: 'Program Manager',
  slug: 'program-manager',
  locale: 'en',
  org,
  description: 'Run our programs.',
  locationType: 'ONSITE',
  location: place,
  functions: ['PROGRAM_MANAGEMENT'],
  areasOfFocus: ['EDUCATION'],
  publishedAt: '2026-01-02T00:00:00.000Z',
  expiresAt: null,
  jobType: 'FULL_TIME',
  professionalLevel: 'PROFESSIONAL',
  education: 'FOUR_YEAR_DEGREE',
  salary,
};

import type {
  ApplicantProfile,
  Application,
  ApplicationKind,
  JobDetail,
  ListingSummary,
  OrgSummary,
  PlaceSummary,
  VolopDetail,
} from '@opengood/contracts';
import { EMPTY_APPLICANT_PROFILE } from '@opengood/contracts';

// The listing area's test answers, in the contracts' shapes (the platform's fake api checks them too).

export const org: OrgSummary = { id: 3, name: 'Green Futures', slug: 'green-futures', orgType: 'NONPROFIT' };

export const place: PlaceSummary = {
  text: 'Toronto, ON, Canada',
  city: 'Toronto',
  stateCode: 'ON',
  countryCode: 'CA',
  latitude: 43.7,
  longitude: -79.4,
};

export const job: JobDetail = {
  type: 'JOB',
  id: 7,
  listingType: 'JOB',
  title: 'Grant writer',
  slug: 'grant-writer',
  locale: 'en',
  org,
  description: 'Write grants.',
  locationType: 'HYBRID',
  location: place,
  functions: ['GRANT_WRITING'],
  areasOfFocus: ['EDUCATION'],
  publishedAt: '2026-01-02T00:00:00.000Z',
  expiresAt: '2099-03-01T00:00:00.000Z',
  jobType: 'FULL_TIME',
  professionalLevel: 'ENTRY_LEVEL',
  education: null,
  salary: { minimum: 50000, maximum: 60000, currency: 'USD', period: 'YEAR' },
  questions: [{ id: 1, prompt: 'Why us?', required: true }],
};

/** A volunteer opportunity (or, with `type: 'EVENT'`, the same fields of an event). */
export const volop = (overrides: Partial<VolopDetail> = {}): VolopDetail => ({
  type: 'VOLOP',
  id: 9,
  listingType: 'VOLOP',
  title: 'Grant writer',
  slug: 'grant-writer',
  locale: 'en',
  org,
  description: 'Write grants.',
  locationType: 'HYBRID',
  location: place,
  functions: ['GRANT_WRITING'],
  areasOfFocus: ['EDUCATION'],
  publishedAt: '2026-01-02T00:00:00.000Z',
  expiresAt: null,
  startsAt: null,
  endsAt: null,
  ...overrides,
});

export const summary = (id: number, type: ListingSummary['type'] = 'JOB'): ListingSummary => ({
  id,
  type,
  title: `Listing ${id}`,
  slug: `listing-${id}`,
  locale: 'en',
  org,
  location: null,
  locationType: 'REMOTE',
  publishedAt: '2026-01-01T00:00:00.000Z',
  salary: null,
});

/** A résumé's id: its 128-bit public id (never the row's number). */
export const RESUME_ID = 'q3Vh2l0Zr8mXk1bS9pWcDg';

export const emptyProfile: ApplicantProfile = EMPTY_APPLICANT_PROFILE;

/** The applicantProfile answer of a profile. */
export const profileAnswer = (profile: ApplicantProfile) => ({
  profile,
  resumeId: profile.resumeId,
  isRecruitable: profile.isRecruitable,
});

/** The user's application to a listing, as the api answers it. */
export const application = (
  listing: ListingSummary,
  kind: ApplicationKind,
  overrides: Partial<Application> = {},
): Application => ({
  id: 2,
  kind,
  status: 'SUBMITTED',
  createdAt: '2026-02-03T00:00:00.000Z',
  updatedAt: '2026-02-03T00:00:00.000Z',
  listing,
  coverLetter: null,
  answers: [],
  profile: null,
  ...overrides,
});

/** A listing detail as the summary an application carries. */
export const summaryOf = (listing: JobDetail | VolopDetail): ListingSummary => ({
  id: listing.id,
  type: listing.listingType,
  title: listing.title,
  slug: listing.slug,
  locale: listing.locale,
  org: listing.org,
  location: listing.location,
  locationType: listing.locationType,
  publishedAt: listing.publishedAt,
  salary: 'salary' in listing ? listing.salary : null,
});

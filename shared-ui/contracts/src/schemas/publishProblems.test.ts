import { publishProblems, type OrgListing } from './posting';

// Publish readiness (docs/product/organisations.md#posting-a-listing): what a listing must fill before it
// may be published, as the api's publish refuses it and the posting page shows it.

const NOW = Date.parse('2026-11-26T12:00:00Z');

const job: OrgListing = {
  id: 1,
  listingType: 'JOB',
  status: 'DRAFT',
  version: 1,
  title: 'Program Officer',
  description: '<p>Lead our programs.</p>',
  locale: 'en',
  placeId: '42',
  placeName: 'Lisbon',
  locationType: 'ONSITE',
  remoteCountries: [],
  jobType: 'FULL_TIME',
  professionalLevel: 'PROFESSIONAL',
  education: null,
  payment: null,
  functions: ['ADVOCACY_POLICY'],
  areasOfFocus: [],
  benefits: [],
  questions: [],
  salaryMinimum: null,
  salaryMaximum: null,
  salaryCurrency: null,
  salaryPeriod: null,
  applyMethod: 'SITE',
  applyUrl: null,
  applyEmail: null,
  deadline: null,
  startsAt: null,
  endsAt: null,
  timeZone: null,
  publishedAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  applicationCount: 0,
};

describe('publishProblems', () => {
  it('a complete job has none', () => {
    expect(publishProblems(job, NOW)).toEqual({});
  });

  it('a job needs a description, a place on site, a job type, a level and a function', () => {
    expect(
      publishProblems(
        {
          ...job,
          description: '<p> </p>',
          placeId: null,
          jobType: null,
          professionalLevel: null,
          functions: [],
        },
        NOW,
      ),
    ).toEqual({
      description: 'DESCRIPTION_REQUIRED',
      placeId: 'REQUIRED_TO_PUBLISH',
      jobType: 'REQUIRED_TO_PUBLISH',
      professionalLevel: 'REQUIRED_TO_PUBLISH',
      functions: 'REQUIRED_TO_PUBLISH',
    });
  });

  it('a remote listing needs no place; a hybrid one does', () => {
    expect(publishProblems({ ...job, placeId: null, locationType: 'REMOTE' }, NOW)).toEqual({});
    expect(publishProblems({ ...job, placeId: null, locationType: 'HYBRID' }, NOW)).toEqual({
      placeId: 'REQUIRED_TO_PUBLISH',
    });
  });

  it('an internship needs its payment and a function, not a job type or level', () => {
    const internship = { ...job, listingType: 'INTERNSHIP' as const, jobType: null, professionalLevel: null };
    expect(publishProblems(internship, NOW)).toEqual({ payment: 'REQUIRED_TO_PUBLISH' });
    expect(publishProblems({ ...internship, payment: 'PAID', functions: [] }, NOW)).toEqual({
      functions: 'REQUIRED_TO_PUBLISH',
    });
  });

  it('a volunteer opportunity or an event needs a description and a place, no function', () => {
    const volop = {
      ...job,
      listingType: 'VOLOP' as const,
      jobType: null,
      professionalLevel: null,
      functions: [],
    };
    expect(publishProblems(volop, NOW)).toEqual({});
    expect(publishProblems({ ...volop, listingType: 'EVENT', description: '' }, NOW)).toEqual({
      description: 'DESCRIPTION_REQUIRED',
    });
  });

  it('a deadline, when set, must still be ahead', () => {
    expect(publishProblems({ ...job, deadline: '2026-11-26T11:59:59.000Z' }, NOW)).toEqual({
      deadline: 'DEADLINE_PASSED',
    });
    expect(publishProblems({ ...job, deadline: '2026-11-27T12:00:00.000Z' }, NOW)).toEqual({});
  });
});

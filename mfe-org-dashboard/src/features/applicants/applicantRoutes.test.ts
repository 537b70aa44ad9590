import {
  applicantFiltersQuery,
  parseApplicantFilters,
  parseApplicationPath,
  parseListingPagePath,
} from './applicantRoutes';

describe('the pipeline pages’ paths', () => {
  it('reads a listing’s page of every type, its overview by default and its applicants tab', () => {
    expect(parseListingPagePath('/admin/12/jobs/55')).toEqual({
      orgId: '12',
      listingType: 'JOB',
      listingId: '55',
      tab: 'overview',
    });
    expect(parseListingPagePath('/admin/12/internships/5/applicants')).toMatchObject({
      listingType: 'INTERNSHIP',
      tab: 'applicants',
    });
    expect(parseListingPagePath('/admin/12/volops/5/overview')).toMatchObject({ listingType: 'VOLOP' });
    expect(parseListingPagePath('/admin/12/events/5/')).toMatchObject({ listingType: 'EVENT' });
  });

  it('leaves the other pages of a listing to their owners and anything else to the not-found page', () => {
    for (const path of [
      '/admin/12/jobs/create',
      '/admin/12/jobs/55/edit',
      '/admin/12/jobs/55/repost',
      '/admin/12/volops/55/preview',
      '/admin/12/jobs/55/recommended-candidates',
      '/admin/12/jobs/55/recommended-candidates/9',
      '/admin/12/jobs/55/applicants/9',
      '/admin/12/jobs/55/anything',
      '/admin/12/jobs/abc',
      '/admin/x/jobs/55',
      '/admin/12/listings/55',
      '/admin/12/jobs',
    ])
      expect(parseListingPagePath(path)).toBeNull();
  });

  it('reads an application’s page, and nothing deeper', () => {
    expect(parseApplicationPath('/admin/12/applications/901')).toEqual({ orgId: '12', applicationId: '901' });
    expect(parseApplicationPath('/admin/12/applications/901/notes')).toBeNull();
    expect(parseApplicationPath('/admin/12/applications/0')).toBeNull();
    expect(parseApplicationPath('/admin/12/applications')).toBeNull();
  });

  it('keeps the filters the api understands, turns a backwards range round, and writes them back', () => {
    const filters = parseApplicantFilters(
      new URLSearchParams(
        'stage=INTERVIEWING&rating=UNRATED&appliedFrom=2026-11-30&appliedTo=2026-11-01&page=2',
      ),
    );
    expect(filters).toEqual({
      stage: 'INTERVIEWING',
      rating: 'UNRATED',
      appliedFrom: '2026-11-01',
      appliedTo: '2026-11-30',
      page: 2,
    });
    expect(applicantFiltersQuery(filters)).toBe(
      '?stage=INTERVIEWING&rating=UNRATED&appliedFrom=2026-11-01&appliedTo=2026-11-30&page=2',
    );
    expect(
      parseApplicantFilters(new URLSearchParams('stage=LOST&rating=GREAT&appliedFrom=2026-02-30&page=-1')),
    ).toEqual({ page: 1 });
    expect(applicantFiltersQuery({ page: 1 })).toBe('');
  });
});

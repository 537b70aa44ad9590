import {
  candidatePath,
  parseCandidatePath,
  parseCandidatesPath,
  parseRateLinkPath,
  rateLinkListingId,
} from './recommendationRoutes';

describe('recommended candidates URLs (docs/product/organisations.md#recommended-candidates)', () => {
  it('reads a job’s or an internship’s list and one candidate', () => {
    expect(parseCandidatesPath('/admin/12/jobs/7/recommended-candidates')).toEqual({
      orgId: '12',
      listingSegment: 'jobs',
      listingId: '7',
    });
    expect(parseCandidatesPath('/admin/12/internships/7/recommended-candidates/')).toMatchObject({
      listingSegment: 'internships',
    });
    expect(parseCandidatePath('/admin/12/jobs/7/recommended-candidates/40')).toEqual({
      orgId: '12',
      listingSegment: 'jobs',
      listingId: '7',
      applicantId: '40',
    });
    expect(parseCandidatesPath('/admin/12/jobs/7/recommended-candidates/40')).toBeNull();
    expect(parseCandidatePath('/admin/12/jobs/7/recommended-candidates')).toBeNull();
    for (const path of [
      '/admin/12/volops/7/recommended-candidates',
      '/admin/x/jobs/7/recommended-candidates',
      '/admin/12/jobs/7/recommended-candidates/abc',
      '/admin/12/jobs/7/recommended-candidates/40/more',
      '/admin/12/jobs/99999999999/recommended-candidates',
      '/admin/12/jobs/7',
    ]) {
      expect(parseCandidatesPath(path)).toBeNull();
      expect(parseCandidatePath(path)).toBeNull();
    }
    expect(candidatePath({ orgId: '12', listingSegment: 'jobs', listingId: '7' }, 40)).toBe(
      '/admin/12/jobs/7/recommended-candidates/40',
    );
  });

  it('reads the mail’s rating link and its listing', () => {
    expect(parseRateLinkPath('/email/rate-recommended-candidate/40/good')).toEqual({
      applicantId: '40',
      rating: 'GOOD',
    });
    expect(parseRateLinkPath('/email/rate-recommended-candidate/40/bad')).toEqual({
      applicantId: '40',
      rating: 'BAD',
    });
    expect(parseRateLinkPath('/email/rate-recommended-candidate/40/maybe')).toBeNull();
    expect(parseRateLinkPath('/email/rate-recommended-candidate/x/good')).toBeNull();
    expect(parseRateLinkPath('/email/rate-recommended-candidate/40')).toBeNull();
    expect(rateLinkListingId(new URL('http://x/e?listingId=7'))).toBe(7);
    expect(rateLinkListingId(new URL('http://x/e?listingId=x'))).toBeNull();
    expect(rateLinkListingId(new URL('http://x/e'))).toBeNull();
  });
});

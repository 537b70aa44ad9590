import { orgDashboardAnswerSchema } from './orgdashboard';
import { organizationDetailAnswerSchema } from './organization';
import { listingSummary, org, place } from './testSamples';

const profile = {
  type: 'ORG',
  ...org,
  locale: 'es',
  description: '<p>Educación <strong>ambiental</strong>.</p>',
  logo: '/data/website/org-logos/AbCdEfGhIjKlMnOpQrStUv',
  website: 'https://green-futures.example.org',
  location: place,
  areasOfFocus: ['EDUCATION'],
  size: 'SIZE_11_50',
  listingCounts: { JOB: 1, INTERNSHIP: 0, VOLOP: 0, EVENT: 0 },
  recentListings: [listingSummary],
  openListings: { JOB: [listingSummary], INTERNSHIP: [], VOLOP: [], EVENT: [] },
};

describe('organisation schemas', () => {
  it('accepts a published profile and a frozen organisation’s stub', () => {
    expect(organizationDetailAnswerSchema.parse({ data: profile })).toEqual({ data: profile });
    const stub = { type: 'UNPUBLISHED_ORG', ...org, locale: 'pt' };
    expect(organizationDetailAnswerSchema.parse({ data: stub, _version: 1 })).toEqual({
      data: stub,
      _version: 1,
    });
  });

  it.each([
    ['a missing listing type in the counts', { listingCounts: { JOB: 1, INTERNSHIP: 0, VOLOP: 0 } }],
    ['a website that is not a web address', { website: 'javascript:alert(1)' }],
    ['an unknown area of focus', { areasOfFocus: ['KNITTING'] }],
    ['a size that is not a band', { size: '12' }],
    ['a logo that is not one of the api’s', { logo: 'https://evil.example/logo.png' }],
    [
      'more open listings of a type than the profile shows',
      { openListings: { JOB: Array(6).fill(listingSummary), INTERNSHIP: [], VOLOP: [], EVENT: [] } },
    ],
    [
      'an unpublished type with the full profile missing nothing but the type',
      { type: 'UNPUBLISHED_ORGANIZATION' },
    ],
  ])('refuses a profile with %s', (_case, change) => {
    expect(organizationDetailAnswerSchema.safeParse({ data: { ...profile, ...change } }).success).toBe(false);
  });

  it('accepts the dashboard overview and requires each listing’s lifecycle state', () => {
    const { listingCounts: _c, recentListings: _r, openListings: _o, size: _s, ...orgFields } = profile;
    const overview = {
      org: {
        ...orgFields,
        status: 'FROZEN',
        createdAt: '2020-01-01T00:00:00.000Z',
        placeId: '3448439',
        logoId: 'AbCdEfGhIjKlMnOpQrStUv',
      },
      listingCounts: profile.listingCounts,
      recentListings: ['DRAFT', 'PUBLISHED', 'CLOSED', 'EXPIRED'].map((status) => ({
        ...listingSummary,
        status,
      })),
    };
    expect(orgDashboardAnswerSchema.parse({ data: overview })).toEqual({ data: overview });
    const noStatus = { ...overview, recentListings: [listingSummary] };
    expect(orgDashboardAnswerSchema.safeParse({ data: noStatus }).success).toBe(false);
    // The stored column's UNPUBLISHED is not a lifecycle state.
    const stored = { ...overview, recentListings: [{ ...listingSummary, status: 'UNPUBLISHED' }] };
    expect(orgDashboardAnswerSchema.safeParse({ data: stored }).success).toBe(false);
  });
});

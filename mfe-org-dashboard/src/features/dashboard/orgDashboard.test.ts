import type { OrgDashboardOverview } from '@opengood/contracts';
import { HttpError } from '@opengood/platform';
import { createFakeHttp } from '@opengood/platform/testing';
import { fetchOrgDashboard, selectListingCounts } from './orgDashboardApi';
import { parseDashboardPath } from './sections';

const org = { id: 12, name: 'Green Futures', slug: 'green-futures', orgType: 'NONPROFIT' } as const;
const overview: OrgDashboardOverview = {
  org: {
    type: 'ORG',
    ...org,
    locale: 'en',
    description: '',
    website: 'https://green.example.org',
    location: null,
    areasOfFocus: [],
    status: 'FROZEN',
    createdAt: '2025-06-01T00:00:00.000Z',
    logo: null,
    placeId: null,
    logoId: null,
  },
  listingCounts: { JOB: 3, INTERNSHIP: 0, VOLOP: 0, EVENT: 1 },
  recentListings: [
    {
      status: 'CLOSED',
      id: 7,
      type: 'JOB',
      title: 'Program manager',
      slug: 'program-manager',
      locale: 'en',
      org,
      location: null,
      locationType: 'REMOTE',
      publishedAt: '2026-01-02T00:00:00.000Z',
      salary: null,
    },
  ],
};

describe('org dashboard loader', () => {
  it('asks for the organisation by its id and reads the data envelope', async () => {
    const fake = createFakeHttp({ orgDashboard: { data: overview } });
    await expect(fetchOrgDashboard(fake.http, '12')).resolves.toEqual(overview);
    expect(fake.calls.map((c) => c.url)).toEqual(['/data/orgdashboard/12/organization']);
  });

  it('passes a refusal on (403 for a non-admin), so the page says so', async () => {
    const fake = createFakeHttp({
      orgDashboard: new HttpError(403, '', {
        message: 'Forbidden',
        errors: { orgId: 'User is not an admin' },
      }),
    });
    await expect(fetchOrgDashboard(fake.http, '12')).rejects.toMatchObject({ statusCode: 403 });
  });

  it('selects counts for every listing type in order, missing ones as zero, memoised', () => {
    const counts = selectListingCounts(overview);
    expect(counts).toEqual([
      { type: 'JOB', count: 3 },
      { type: 'INTERNSHIP', count: 0 },
      { type: 'VOLOP', count: 0 },
      { type: 'EVENT', count: 1 },
    ]);
    expect(selectListingCounts(overview)).toBe(counts);
  });
});

describe('parseDashboardPath', () => {
  it('reads the org id and the section of docs/product/organisations.md#dashboard-routes sub-paths', () => {
    expect(parseDashboardPath('/admin/12')).toEqual({ orgId: '12', section: null });
    expect(parseDashboardPath('/admin/12/')).toEqual({ orgId: '12', section: null });
    expect(parseDashboardPath('/admin/12/admins')).toEqual({ orgId: '12', section: 'admins' });
    expect(parseDashboardPath('/admin/12/integrations/greenhouse')).toEqual({
      orgId: '12',
      section: 'integrations',
    });
  });

  it('rejects unknown sub-paths and paths outside /admin/{orgId}', () => {
    expect(parseDashboardPath('/admin/12/nope')).toBeNull();
    expect(parseDashboardPath('/admin')).toBeNull();
    expect(parseDashboardPath('/org/12')).toBeNull();
    expect(parseDashboardPath('/buy-credits')).toBeNull();
  });
});

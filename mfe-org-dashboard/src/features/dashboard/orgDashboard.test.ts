import { type ListingSummary } from '@opengood/contracts';
import type { HttpClient } from '@opengood/platform';
import {
  fetchOrgDashboard,
  orgDashboardUrl,
  selectListingCounts,
  type OrgDashboardOverview,
} from './orgDashboardApi';
import { parseDashboardPath } from './sections';
const listing: ListingSummary = {
  id: 7,
  type: 'JOB',
  title: 'Program manager',
  slug: 'program-manager',
  locale: 'en',
  org: { id: 12, name: 'Green Futures', slug: 'green-futures', orgType: 'NONPROFIT' },
  location: null,
  locationType: 'REMOTE',
  publishedAt: '2026-01-02T00:00:00Z',
  salary: null,
};
const overview: OrgDashboardOverview = {
  org: { id: 12, name: 'Green Futures', slug: 'green-futures', orgType: 'nonprofit' },
  listingCounts: { JOB: 3, EVENT: 1 },
  recentListings: [listing],
};

describe('org dashboard loader', () => {
  it('builds the organisation URL with the id encoded', () => {
    expect(orgDashboardUrl('12')).toBe('/data/orgdashboard/12/organization');
    expect(orgDashboardUrl('a/b')).toBe('/data/orgdashboard/a%2Fb/organization');
  });

  it('reads the data envelope and defaults missing parts', async () => {
    const http = { get: async () => ({ data: { org: overview.org } }) } as unknown as HttpClient;
    await expect(fetchOrgDashboard(http, '12')).resolves.toEqual({
      org: overview.org,
      listingCounts: {},
      recentListings: [],
    });
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
  it('reads the org id and the section of spec §2 sub-paths', () => {
    expect(parseDashboardPath('/admin/12')).toEqual({ orgId: '12', section: null });
    expect(parseDashboardPath('/admin/12/')).toEqual({ orgId: '12', section: null });
    expect(parseDashboardPath('/admin/12/admins')).toEqual({ orgId: '12', section: 'admins' });
    expect(parseDashboardPath('/admin/12/jobs/5/edit')).toEqual({ orgId: '12', section: 'listings' });
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

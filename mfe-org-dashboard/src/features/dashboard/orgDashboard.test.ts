import { runSaga } from 'redux-saga';
import { type ListingSummary } from '@opengood/contracts';
import { HttpError, type HttpClient } from '@opengood/platform';
import { orgDashboardUrl, type OrgDashboardOverview } from './orgDashboardApi';
import { loadOverview } from './orgDashboardSaga';
import {
  orgDashboardSlice,
  overviewFailed,
  overviewReceived,
  pageEntered,
  selectListingCounts,
} from './orgDashboardSlice';
import { parseDashboardPath } from './sections';

const listing: ListingSummary = {
  id: 7,
  type: 'JOB',
  title: 'Program manager',
  slug: 'program-manager',
  locale: 'en',
  org: null,
  location: null,
  locationType: 'REMOTE',
  publishedAt: '2026-01-02T00:00:00Z',
};
const overview: OrgDashboardOverview = {
  org: { id: 12, name: 'Green Futures', slug: 'green-futures', orgType: 'nonprofit' },
  listingCounts: { JOB: 3, EVENT: 1 },
  recentListings: [listing],
};

function fakeHttp(get: (url: string) => Promise<unknown>): HttpClient {
  return { get } as unknown as HttpClient;
}

async function run(http: HttpClient, orgId: string) {
  const dispatched: unknown[] = [];
  await runSaga(
    { context: { http }, dispatch: (a) => dispatched.push(a) },
    loadOverview,
    pageEntered({ orgId }),
  ).toPromise();
  return dispatched;
}

describe('org dashboard loader and saga', () => {
  it('builds the organisation URL with the id encoded', () => {
    expect(orgDashboardUrl('12')).toBe('/data/orgdashboard/12/organization');
    expect(orgDashboardUrl('a/b')).toBe('/data/orgdashboard/a%2Fb/organization');
  });

  it('loads the overview through the http client from the saga context', async () => {
    const urls: string[] = [];
    const http = fakeHttp(async (url) => {
      urls.push(url);
      return { data: overview };
    });
    expect(await run(http, '12')).toEqual([overviewReceived(overview)]);
    expect(urls).toEqual(['/data/orgdashboard/12/organization']);
  });

  it('reports the status code of a failed load', async () => {
    const http = fakeHttp(async () => {
      throw new HttpError(404, '{}', {});
    });
    expect(await run(http, '999')).toEqual([overviewFailed({ statusCode: 404 })]);
    const broken = fakeHttp(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await run(broken, '1')).toEqual([overviewFailed({ statusCode: null })]);
  });
});

describe('orgDashboard slice', () => {
  const reduce = orgDashboardSlice.reducer;

  it('names its actions as events of the area', () => {
    expect(pageEntered.type).toBe('orgDashboard/pageEntered');
  });

  it('shows not found for 400 and 404, the error page for 5xx and network errors', () => {
    const loading = reduce(undefined, pageEntered({ orgId: '12' }));
    expect(loading.status).toBe('loading');
    expect(reduce(loading, overviewFailed({ statusCode: 400 })).status).toBe('notFound');
    expect(reduce(loading, overviewFailed({ statusCode: 404 })).status).toBe('notFound');
    expect(reduce(loading, overviewFailed({ statusCode: 503 })).status).toBe('failed');
    expect(reduce(loading, overviewFailed({ statusCode: null })).status).toBe('failed');
  });

  it('keeps the overview while reloading the same org, drops it for another org', () => {
    const loaded = reduce(reduce(undefined, pageEntered({ orgId: '12' })), overviewReceived(overview));
    expect(reduce(loaded, pageEntered({ orgId: '12' })).overview).toBe(overview);
    expect(reduce(loaded, pageEntered({ orgId: '13' })).overview).toBeNull();
  });

  it('selects counts for every listing type in order, missing ones as zero', () => {
    const loaded = reduce(undefined, overviewReceived(overview));
    const counts = selectListingCounts({ orgDashboard: loaded });
    expect(counts).toEqual([
      { type: 'JOB', count: 3 },
      { type: 'INTERNSHIP', count: 0 },
      { type: 'VOLOP', count: 0 },
      { type: 'EVENT', count: 1 },
    ]);
    expect(selectListingCounts({ orgDashboard: loaded })).toBe(counts);
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

import type { HttpClient } from '@opengood/platform';
import { detailTitle, fetchDetail, isUnpublished, loadDetail } from './detailApi';

describe('detail loader', () => {
  it('reads each kind from its own data path', async () => {
    const get = jest.fn().mockResolvedValue({ data: { type: 'JOB' } });
    const http = { get } as unknown as HttpClient;
    await fetchDetail(http, 'JOB', '12');
    await fetchDetail(http, 'VOLOP', '13');
    await fetchDetail(http, 'ORG', '14');
    expect(get.mock.calls.map((c) => c[0])).toEqual([
      '/data/website/jobs/12',
      '/data/website/volops/13',
      '/data/website/organizations/14',
    ]);
  });

  it('tells an organisation profile from a listing, and titles each', async () => {
    const http = {
      get: async (url: string) => ({
        data: url.includes('organizations')
          ? { type: 'ORG', name: 'Green Futures' }
          : { type: 'JOB', title: 'Grant writer' },
      }),
    } as unknown as HttpClient;
    const org = await loadDetail(http, { type: 'ORG', id: '3' });
    const job = await loadDetail(http, { type: 'JOB', id: '4' });
    expect(org.kind).toBe('org');
    expect(detailTitle(org)).toBe('Green Futures');
    expect(job.kind).toBe('listing');
    expect(detailTitle(job)).toBe('Grant writer');
  });

  it('knows the unpublished variants by their type', () => {
    expect(isUnpublished({ type: 'UNPUBLISHED_JOB' })).toBe(true);
    expect(isUnpublished({ type: 'JOB' })).toBe(false);
  });
});

import type { HttpClient } from '@opengood/platform';
import { fetchSearchResults, searchPageParams, type SearchRequest } from './searchApi';

const request: SearchRequest = {
  type: 'JOB',
  q: 'grant writer',
  pageIndex: 1,
  sort: 'newest',
  lang: 'es',
  locationType: 'REMOTE',
};

describe('search loader', () => {
  it('asks the data service with a one-based page and only the parameters that are set', async () => {
    const get = jest.fn().mockResolvedValue({ hits: [], nbHits: 0, nbPages: 0, page: 2, pageSize: 20 });
    await fetchSearchResults({ get } as unknown as HttpClient, request);
    expect(get).toHaveBeenCalledWith(
      '/data/search/listings?type=JOB&page=2&pageSize=20&sort=newest&lang=es&q=grant+writer&locationType=REMOTE',
      { signal: undefined },
    );
  });

  it('reads the request from the URL of a search page, and nothing from other URLs', () => {
    const url = new URL(
      'http://localhost/es/empleos?q=grant%20writer&page=2&sort=newest&locationType=REMOTE',
    );
    expect(searchPageParams(url)?.request).toEqual(request);
    expect(searchPageParams(new URL('http://localhost/jobs'))?.request).toMatchObject({
      type: 'JOB',
      lang: 'en',
      pageIndex: 0,
    });
    expect(searchPageParams(new URL('http://localhost/en/about'))).toBeNull();
  });
});

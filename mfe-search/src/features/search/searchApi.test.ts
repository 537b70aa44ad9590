import type { HttpClient } from '@opengood/platform';
import { fetchSearchResults, searchPageParams } from './searchApi';

function loaderUrl(href: string): string {
  const params = searchPageParams(new URL(href, 'http://localhost'));
  if (!params) throw new Error(`not a search page: ${href}`);
  const get = jest.fn().mockResolvedValue({ hits: [], nbHits: 0, nbPages: 0, page: 1, pageSize: 20 });
  void fetchSearchResults({ get } as unknown as HttpClient, params.request);
  return get.mock.calls[0][0] as string;
}

describe('search loader', () => {
  it('asks the data service with a one-based page and only the parameters that are set', () => {
    expect(loaderUrl('/es/empleos?q=grant%20writer&page=2&sort=newest&locationType=REMOTE')).toBe(
      '/data/search/listings?type=JOB&lang=es&page=2&pageSize=20&sort=newest&q=grant+writer&locationType=REMOTE&radius=60000',
    );
    expect(loaderUrl('/jobs')).toBe(
      '/data/search/listings?type=JOB&lang=en&page=1&pageSize=20&sort=relevance',
    );
  });

  it('sends every parsed parameter: facets repeated, the place, the radius and the dates', () => {
    const url = loaderUrl(
      '/en/volunteer?q=food&areasOfFocus=FOOD_SECURITY&areasOfFocus=POVERTY&actionType=ONGOING&source=PARTNER' +
        '&startsLT=2026-07-01&endsGT=2026-06-01&locationType=ONSITE&placeId=6167865&radius=16093&page=3',
    );
    const query = new URLSearchParams(url.split('?')[1]);
    expect(query.getAll('areasOfFocus')).toEqual(['FOOD_SECURITY', 'POVERTY']);
    expect(query.get('actionType')).toBe('ONGOING');
    expect(query.get('source')).toBe('PARTNER');
    expect(query.get('startsLT')).toBe('2026-07-01');
    expect(query.get('endsGT')).toBe('2026-06-01');
    expect(query.get('locationType')).toBe('ONSITE');
    expect(query.get('placeId')).toBe('6167865');
    expect(query.get('radius')).toBe('16093');
    expect(query.get('page')).toBe('3');
    expect(query.get('type')).toBe('VOLOP');
  });

  it('drops a radius outside the language’s list for the sort’s default, and auto altogether', () => {
    expect(loaderUrl('/pt/empregos?placeId=3448439&radius=8047')).not.toContain('radius=');
    expect(loaderUrl('/pt/empregos?placeId=3448439&radius=8047&sort=newest')).toContain('radius=60000');
  });

  it('reads nothing from other URLs', () => {
    expect(searchPageParams(new URL('http://localhost/en/about'))).toBeNull();
  });
});

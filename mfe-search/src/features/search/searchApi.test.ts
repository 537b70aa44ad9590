import { createFakeHttp } from '@opengood/platform/testing';
import { answer, lastQuery } from '../../testing/renderSearch';
import { fetchSearchResults, searchPageParams } from './searchApi';

/** The address and query the search page's loader sends for a page URL (to an api that answers it). */
async function loaderUrl(href: string): Promise<string> {
  const params = searchPageParams(new URL(href, 'http://localhost'));
  if (!params) throw new Error(`not a search page: ${href}`);
  const fake = createFakeHttp({ search: answer([]) });
  await fetchSearchResults(fake.http, params.request);
  return `${fake.calls[0]!.url}?${lastQuery(fake).toString()}`;
}

describe('search loader', () => {
  it('asks the data service with a one-based page and only the parameters that are set', async () => {
    expect(await loaderUrl('/es/empleos?q=grant%20writer&page=2&sort=newest&locationType=REMOTE')).toBe(
      '/data/search/listings?type=JOB&lang=es&page=2&pageSize=20&sort=newest&q=grant+writer&locationType=REMOTE&radius=60000',
    );
    expect(await loaderUrl('/jobs')).toBe(
      '/data/search/listings?type=JOB&lang=en&page=1&pageSize=20&sort=relevance',
    );
  });

  it('sends every parsed parameter: facets repeated, the place, the radius and the dates', async () => {
    const url = await loaderUrl(
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

  it('drops a radius outside the language’s list for the sort’s default, and auto altogether', async () => {
    expect(await loaderUrl('/pt/empregos?placeId=3448439&radius=8047')).not.toContain('radius=');
    expect(await loaderUrl('/pt/empregos?placeId=3448439&radius=8047&sort=newest')).toContain('radius=60000');
  });

  it('reads nothing from other URLs', () => {
    expect(searchPageParams(new URL('http://localhost/en/about'))).toBeNull();
  });
});

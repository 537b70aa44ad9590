import { createSavedSearchRequestSchema, tmpRecordSchema, type SavedSearch } from '@opengood/contracts';
import { parseSearchParams } from '@opengood/routes';
import {
  matchSavedSearchPage,
  saveSearchRecord,
  savedSearchHref,
  savedSearchRequest,
} from './savedSearchApi';

const toronto = {
  isRemote: false,
  text: 'Toronto, ON, Canada',
  stateCode: 'ON',
  countryCode: 'CA',
  boundingBoxN: 43.9,
  boundingBoxW: -79.7,
  boundingBoxS: 43.5,
  boundingBoxE: -79.1,
  geoType: 'locality',
  latLongAddress: '43.7,-79.4',
  latitude: 43.7,
  longitude: -79.4,
  address: 'Toronto, Ontario, Canada',
  city: 'Toronto',
  hasGeo: true,
} as const;

describe('saved searches of a search page', () => {
  it('build the create request from the URL state and the geocoded place, valid for the api', () => {
    const parsed = parseSearchParams(
      'JOB',
      'q=nurse&functions=LEGAL&locationType=HYBRID&placeId=6167865&radius=16093',
      'en',
    );
    const request = savedSearchRequest('JOB', parsed, toronto);
    expect(request).toEqual({
      text: 'nurse',
      filters: { functions: ['LEGAL'], locationType: ['HYBRID'] },
      radius: '16093',
      location: toronto,
      placeId: '6167865',
      index: 'JOB',
    });
    expect(createSavedSearchRequestSchema.safeParse(request).success).toBe(true);
    // Without a place in the URL there is no location, whatever the answer said.
    expect(savedSearchRequest('JOB', parseSearchParams('JOB', 'q=x', 'en'), toronto)).toMatchObject({
      location: null,
      placeId: null,
    });
  });

  it('keep the same search in the SAVE_SEARCH record for after sign-up', () => {
    const parsed = parseSearchParams('VOLOP', 'q=trees&areasOfFocus=ANIMALS', 'es');
    const record = saveSearchRecord(savedSearchRequest('VOLOP', parsed, null));
    const parsedRecord = tmpRecordSchema.parse(record);
    expect(parsedRecord.kind).toBe('SAVE_SEARCH');
    expect(createSavedSearchRequestSchema.parse(parsedRecord.data)).toMatchObject({
      text: 'trees',
      filters: { areasOfFocus: ['ANIMALS'] },
      index: 'VOLOP',
    });
  });

  it('open a saved search on its search page in the page’s language, and round-trip the URL state', () => {
    const saved: SavedSearch = {
      id: 3,
      text: 'salud',
      filters: { functions: ['LEGAL'], locationType: ['REMOTE'] },
      location: toronto,
      placeId: '6167865',
      index: 'JOB',
      radius: '60000',
      name: 'salud · Toronto, ON',
      notifyByEmail: true,
      created: '2026-01-02T03:04:05.000Z',
    };
    const href = savedSearchHref(saved, 'es');
    expect(href.startsWith('/es/empleos?')).toBe(true);
    const parsed = parseSearchParams('JOB', href.split('?')[1]!, 'es');
    expect(parsed).toMatchObject({ q: 'salud', radius: '60000', placeId: '6167865', locationType: 'REMOTE' });
    expect(parsed.filters).toMatchObject({ functions: ['LEGAL'] });
    expect(
      savedSearchHref({ ...saved, index: 'ORG', filters: {}, placeId: null, radius: 'auto' }, 'pt'),
    ).toBe('/pt/organizacoes?q=salud');
  });

  it('match /saved-searches/{id} only', () => {
    expect(matchSavedSearchPage(new URL('http://x/saved-searches/12'))).toEqual({ id: 12 });
    expect(matchSavedSearchPage(new URL('http://x/saved-searches/012'))).toBeNull();
    expect(matchSavedSearchPage(new URL('http://x/saved-searches/abc'))).toBeNull();
  });
});

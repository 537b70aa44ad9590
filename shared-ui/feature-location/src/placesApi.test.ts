import { REMOTE_LOCATION, locationSelectionSchema } from '@opengood/contracts';
import { createFakeHttp } from '@opengood/platform/testing';
import { fetchPlace, fetchPlacePredictions, nonBlankLength } from './placesApi';

describe('placesApi', () => {
  it('the Remote selection is the contract shape: isRemote and every other field null', () => {
    expect(locationSelectionSchema.parse(REMOTE_LOCATION)).toEqual(REMOTE_LOCATION);
  });

  it('fetchPlace asks the place route in the page language and answers the selection', async () => {
    const fake = createFakeHttp({ place: { data: REMOTE_LOCATION } });
    await expect(fetchPlace(fake.http, 'remote', 'es')).resolves.toEqual(REMOTE_LOCATION);
    expect(fake.calls.map(({ method, url, query }) => ({ method, url, query }))).toEqual([
      { method: 'GET', url: '/data/places/remote', query: { lang: 'es' } },
    ]);
  });

  it('fetchPlacePredictions sends what was typed, the language and the kinds of place asked for', async () => {
    const fake = createFakeHttp({ placePredictions: { status: 'ZERO_RESULTS', predictions: [] } });
    await fetchPlacePredictions(fake.http, { input: 'lis', lang: 'pt' });
    await fetchPlacePredictions(fake.http, { input: 'lis', lang: 'pt', types: '(regions)' });
    expect(fake.callsOf('placePredictions').map((c) => c.query)).toEqual([
      { input: 'lis', lang: 'pt' },
      { input: 'lis', lang: 'pt', types: '(regions)' },
    ]);
  });

  it('counts non-blank characters', () => {
    expect(nonBlankLength(' t o ')).toBe(2);
    expect(nonBlankLength('\t \n')).toBe(0);
  });
});

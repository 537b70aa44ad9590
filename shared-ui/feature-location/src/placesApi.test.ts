import { DATA_PREFIX, DATA_ROUTES, REMOTE_LOCATION, locationSelectionSchema } from '@opengood/contracts';
import type { HttpClient } from '@opengood/platform';
import { fetchPlace, nonBlankLength, PLACE_PREDICTIONS_URL, placeUrl } from './placesApi';

describe('placesApi', () => {
  it('uses the contract paths (restated so the chrome does not bundle zod)', () => {
    expect(PLACE_PREDICTIONS_URL).toBe(DATA_PREFIX + DATA_ROUTES.placePredictions.path);
    expect(placeUrl('6167865')).toBe(DATA_PREFIX + DATA_ROUTES.place.path.replace(':placeId', '6167865'));
    expect(DATA_ROUTES.placePredictions.method).toBe('GET');
    expect(DATA_ROUTES.place.method).toBe('GET');
  });

  it('the Remote selection is the contract shape: isRemote and every other field null', () => {
    expect(locationSelectionSchema.parse(REMOTE_LOCATION)).toEqual(REMOTE_LOCATION);
  });

  it('fetchPlace asks in the page language and answers the selection', async () => {
    const get = jest.fn().mockResolvedValue({ data: REMOTE_LOCATION });
    await expect(fetchPlace({ get } as unknown as HttpClient, 'remote', 'es')).resolves.toBe(REMOTE_LOCATION);
    expect(get).toHaveBeenCalledWith('/data/places/remote', { params: { lang: 'es' }, signal: undefined });
  });

  it('counts non-blank characters', () => {
    expect(nonBlankLength(' t o ')).toBe(2);
    expect(nonBlankLength('\t \n')).toBe(0);
  });
});

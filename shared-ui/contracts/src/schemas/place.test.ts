import {
  locationSelectionSchema,
  placePredictionsAnswerSchema,
  placePredictionsQuerySchema,
  type LocationSelection,
} from './place';

const toronto: LocationSelection = {
  isRemote: false,
  text: 'Toronto, ON, Canada',
  stateCode: 'ON',
  countryCode: 'CA',
  boundingBoxN: 43.99,
  boundingBoxW: -79.82,
  boundingBoxS: 43.41,
  boundingBoxE: -79.02,
  geoType: 'locality',
  latLongAddress: '43.70011,-79.4163',
  latitude: 43.70011,
  longitude: -79.4163,
  address: 'Toronto, Ontario, Canada',
  city: 'Toronto',
  hasGeo: true,
};
const remote = Object.fromEntries(Object.keys(toronto).map((k) => [k, k === 'isRemote' ? true : null]));

describe('location selection schema', () => {
  it('accepts a geocoded place and the Remote option with every other field null', () => {
    expect(locationSelectionSchema.parse(toronto)).toEqual(toronto);
    expect(locationSelectionSchema.parse(remote)).toEqual(remote);
  });

  it('refuses a remote location with a field set, and a place without coordinates', () => {
    expect(locationSelectionSchema.safeParse({ ...remote, text: 'Anywhere' }).success).toBe(false);
    expect(locationSelectionSchema.safeParse({ ...toronto, latitude: null }).success).toBe(false);
  });

  it('accepts the undefined-country location of docs/product/location.md#location-selection', () => {
    const unknown = { ...toronto, countryCode: 'XA', geoType: 'undefined_country_geocodes', stateCode: null };
    expect(locationSelectionSchema.safeParse(unknown).success).toBe(true);
  });
});

describe('place predictions', () => {
  it('defaults the language and the kind of place', () => {
    expect(placePredictionsQuerySchema.parse({ input: 'tor' })).toEqual({
      input: 'tor',
      lang: 'en',
      types: 'geocode',
    });
  });

  it('pairs OK with predictions and ZERO_RESULTS with none', () => {
    const prediction = { placeId: '1', description: 'A, B', mainText: 'A', secondaryText: 'B' };
    expect(placePredictionsAnswerSchema.safeParse({ status: 'OK', predictions: [prediction] }).success).toBe(
      true,
    );
    expect(placePredictionsAnswerSchema.safeParse({ status: 'ZERO_RESULTS', predictions: [] }).success).toBe(
      true,
    );
    expect(placePredictionsAnswerSchema.safeParse({ status: 'OK', predictions: [] }).success).toBe(false);
    expect(
      placePredictionsAnswerSchema.safeParse({ status: 'INVALID_REQUEST', predictions: [] }).success,
    ).toBe(false);
  });
});

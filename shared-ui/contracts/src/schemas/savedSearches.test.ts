import {
  createSavedSearchRequestSchema,
  savedSearchIdOfPreference,
  savedSearchPreferenceName,
  savedSearchesAnswerSchema,
  unsubscribeParamsSchema,
  unsubscribeQuerySchema,
  updateSavedSearchRequestSchema,
} from './savedSearches';

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

describe('saved searches', () => {
  it('fills the defaults of a bare create request (a JOB search of everything, auto radius)', () => {
    expect(createSavedSearchRequestSchema.parse({})).toEqual({
      text: '',
      filters: {},
      radius: 'auto',
      location: null,
      placeId: null,
      index: 'JOB',
    });
  });

  it('takes the tmp-storage SAVE_SEARCH payload: filters as values or lists, null radius and index', () => {
    const parsed = createSavedSearchRequestSchema.parse({
      text: ' nurse ',
      filters: { functions: 'LEGAL', areasOfFocus: ['ANIMALS', 'ANIMALS', ''], jobType: [] },
      radius: null,
      location: toronto,
      index: null,
    });
    expect(parsed).toEqual({
      text: 'nurse',
      filters: { functions: ['LEGAL'], areasOfFocus: ['ANIMALS'] },
      radius: 'auto',
      location: toronto,
      placeId: null,
      index: 'JOB',
    });
  });

  it('refuses an unknown filter, a bad radius, a bad type and a long query by field', () => {
    const result = createSavedSearchRequestSchema.safeParse({
      text: 'x'.repeat(513),
      filters: { type: ['JOB'] },
      radius: '5 miles',
      index: 'USER',
    });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['text', 'filters', 'radius', 'index']));
  });

  it('refuses facet values outside the vocabulary', () => {
    const result = createSavedSearchRequestSchema.safeParse({ filters: { functions: ['LEGAL', 'HEALTH'] } });
    expect(result.error?.issues[0]?.path).toEqual(['filters', 'functions']);
  });

  it('updates a name or the alert, not nothing', () => {
    expect(updateSavedSearchRequestSchema.parse({ name: ' Nurses ' })).toEqual({ name: 'Nurses' });
    expect(updateSavedSearchRequestSchema.parse({ notifyByEmail: true })).toEqual({ notifyByEmail: true });
    expect(updateSavedSearchRequestSchema.safeParse({}).success).toBe(false);
    expect(updateSavedSearchRequestSchema.safeParse({ name: '  ' }).success).toBe(false);
  });

  it('parses a list answer', () => {
    const item = {
      id: 3,
      text: 'nurse',
      filters: { functions: ['LEGAL'] },
      location: toronto,
      placeId: '6167865',
      index: 'JOB',
      radius: 'auto',
      name: 'nurse · Toronto, ON',
      notifyByEmail: true,
      created: '2026-01-02T03:04:05.000Z',
    };
    expect(savedSearchesAnswerSchema.parse({ savedSearches: [item], count: 1, pageCount: 1 })).toEqual({
      savedSearches: [item],
      count: 1,
      pageCount: 1,
    });
  });

  it('names the alert preference of a saved search both ways', () => {
    expect(savedSearchPreferenceName(12)).toBe('saved-search-12');
    expect(savedSearchIdOfPreference('saved-search-12')).toBe(12);
    expect(savedSearchIdOfPreference('saved-search-012')).toBeNull();
    expect(savedSearchIdOfPreference('newsletter')).toBeNull();
  });

  it('reads an unsubscribe link', () => {
    expect(
      unsubscribeParamsSchema.parse({
        preferenceName: 'saved-search-4',
        userId: '7',
        timestamp: '1700000000',
      }),
    ).toEqual({ preferenceName: 'saved-search-4', userId: 7, timestamp: 1700000000 });
    expect(
      unsubscribeParamsSchema.safeParse({ preferenceName: 'X', userId: '0', timestamp: 'now' }).success,
    ).toBe(false);
    expect(unsubscribeQuerySchema.safeParse({ sig: 'a'.repeat(43) }).success).toBe(true);
    expect(unsubscribeQuerySchema.safeParse({ sig: 'short' }).success).toBe(false);
    expect(unsubscribeQuerySchema.safeParse({}).success).toBe(false);
  });
});

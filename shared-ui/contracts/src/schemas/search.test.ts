import { QUERY_MAX_LENGTH } from '../vocabulary/search';
import { isOrgHit, searchAnswerSchema, searchHitSchema, searchQuerySchema, type OrgHit } from './search';
import { listingSummary, place } from './testSamples';

const orgHit: OrgHit = {
  id: 12,
  type: 'ORG',
  title: 'Green Futures',
  name: 'Green Futures',
  slug: 'green-futures',
  locale: 'en',
  orgType: 'SOCIAL_ENTERPRISE',
  location: place,
  areasOfFocus: ['CLIMATE_ENVIRONMENT'],
};

describe('search query schema', () => {
  it('fills the defaults', () => {
    expect(searchQuerySchema.parse({})).toEqual({
      type: 'JOB',
      q: '',
      page: 1,
      pageSize: 20,
      sort: 'relevance',
    });
  });

  it('parses URL strings into typed values and trims the query', () => {
    expect(
      searchQuerySchema.parse({
        type: 'ORG',
        q: '  food  ',
        page: '3',
        pageSize: '50',
        sort: 'newest',
        locationType: '',
      }),
    ).toEqual({ type: 'ORG', q: 'food', page: 3, pageSize: 50, sort: 'newest', locationType: undefined });
  });

  it('accepts the longest query and refuses one character more', () => {
    expect(searchQuerySchema.safeParse({ q: 'a'.repeat(QUERY_MAX_LENGTH) }).success).toBe(true);
    const tooLong = searchQuerySchema.safeParse({ q: 'a'.repeat(QUERY_MAX_LENGTH + 1) });
    expect(tooLong.error?.issues[0]).toMatchObject({
      path: ['q'],
      message: 'Must be at most 512 characters',
    });
  });

  it('turns facet parameters into arrays of distinct values, an empty value into no filter', () => {
    const parsed = searchQuerySchema.parse({
      functions: ['LEGAL', 'RESEARCH', 'LEGAL'],
      locale: 'es',
      synonymId: '3',
      jobType: '',
    });
    expect(parsed).toMatchObject({ functions: ['LEGAL', 'RESEARCH'], locale: ['es'], synonymId: ['3'] });
    expect(parsed.jobType).toBeUndefined();
  });

  it('reads a location as a place id or coordinates, and dates as instants', () => {
    expect(searchQuerySchema.parse({ lat: '43.7', lng: '-79.42', radius: 'state' })).toMatchObject({
      lat: 43.7,
      lng: -79.42,
      radius: 'state',
    });
    expect(searchQuerySchema.parse({ startsLT: '2030-01-02' }).startsLT).toBe('2030-01-02T00:00:00.000Z');
    expect(searchQuerySchema.safeParse({ lat: '43.7' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ placeId: '6167865', lat: '1', lng: '2' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ endsGT: '2030-02-30' }).success).toBe(true); // rolls over like Date
    expect(searchQuerySchema.safeParse({ endsGT: 'soon' }).success).toBe(false);
  });

  it('refuses bad values with a message per field', () => {
    const result = searchQuerySchema.safeParse({ type: 'JOBS', page: '0', pageSize: '101', lang: 'fr' });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      type: 'Must be one of JOB, INTERNSHIP, VOLOP, EVENT, ORG',
      page: 'Must be a whole number of 1 or more',
      pageSize: 'Must be a whole number from 1 to 100',
      lang: 'Must be one of en, es, pt',
    });
  });
});

describe('search answer schema', () => {
  const answer = {
    hits: [listingSummary],
    nbHits: 1,
    nbPages: 1,
    page: 1,
    pageSize: 20,
    facets: { locale: { en: 1 }, functions: {} },
    radius: 'auto',
    location: null,
    _version: 3,
  };

  it('accepts listing hits and organisation hits, each with its own shape', () => {
    expect(searchAnswerSchema.parse(answer)).toEqual(answer);
    const orgs = searchAnswerSchema.parse({ ...answer, hits: [orgHit] });
    expect(orgs.hits.filter(isOrgHit)).toEqual([orgHit]);
  });

  it('refuses an organisation hit shaped like a listing, and a listing hit shaped like an organisation', () => {
    expect(searchHitSchema.safeParse({ ...listingSummary, type: 'ORG' }).success).toBe(false);
    expect(searchHitSchema.safeParse({ ...orgHit, type: 'JOB' }).success).toBe(false);
  });

  it('refuses a facet the search does not count, and a zero or fractional count', () => {
    expect(searchAnswerSchema.safeParse({ ...answer, facets: { colour: { red: 1 } } }).success).toBe(false);
    expect(searchAnswerSchema.safeParse({ ...answer, facets: { locale: { en: 0 } } }).success).toBe(false);
    expect(searchAnswerSchema.safeParse({ ...answer, facets: { locale: { en: 1.5 } } }).success).toBe(false);
  });

  it('refuses a wrong paging field', () => {
    expect(searchAnswerSchema.safeParse({ ...answer, nbHits: '1' }).success).toBe(false);
    expect(searchAnswerSchema.safeParse({ ...answer, page: 0 }).success).toBe(false);
  });
});

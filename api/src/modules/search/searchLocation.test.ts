import type { Express } from 'express';
import { MAX_SEARCH_PAGE } from '@opengood/contracts';
import { request } from '../../testing/contractRequest';
import type { Db } from '../../platform/db/db';
import { LISTING_COLUMNS, insertRows } from '../../seed/seed';
import { openSeededApp } from '../../testing/seededApp';

const WORD = 'quxplacework';
const TORONTO = { id: '6167865', latitude: 43.70011, longitude: -79.4163 };
// Due north of Toronto: 10 km is 10 / 111.195 degrees of latitude on the 6371 km sphere earthdistance uses.
const NORTH_10KM = TORONTO.latitude + 10 / 111.195;

let db: Db;
let app: Express;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, app, close } = await openSeededApp());
  await insertRows(db, 'places', [
    {
      id: 990001,
      name: 'North of Toronto',
      names: { en: 'North of Toronto', es: 'Norte', pt: 'Norte' },
      state_code: 'ON',
      country_code: 'CA',
      latitude: NORTH_10KM,
      longitude: TORONTO.longitude,
      population: 20000,
    },
    {
      id: 990002,
      name: 'Ottawa Test',
      names: { en: 'Ottawa Test', es: 'Ottawa Test', pt: 'Ottawa Test' },
      state_code: 'ON',
      country_code: 'CA',
      latitude: 45.41117,
      longitude: -75.69812,
      population: 20000,
    },
    {
      id: 990003,
      name: 'Montreal Test',
      names: { en: 'Montreal Test', es: 'Montreal Test', pt: 'Montreal Test' },
      state_code: 'QC',
      country_code: 'CA',
      latitude: 45.50884,
      longitude: -73.58781,
      population: 20000,
    },
    {
      id: 990004,
      name: 'Lisbon Test',
      names: { en: 'Lisbon', es: 'Lisboa', pt: 'Lisboa' },
      state_code: '11',
      country_code: 'PT',
      latitude: 38.71667,
      longitude: -9.13333,
      population: 20000,
    },
  ]);
  await insertRows(db, 'organizations', [
    {
      id: 9301,
      name: 'Place Test Org',
      slug: 'place-test-org',
      org_type: 'NONPROFIT',
      locale: 'en',
      description: '',
      website: null,
      place_id: null,
      areas_of_focus: [],
      status: 'PUBLISHED',
      created_at: '2020-01-01T00:00:00Z',
    },
  ]);
  const blank = Object.fromEntries(Object.keys(LISTING_COLUMNS).map((c) => [c, null]));
  const listing = (id: number, placeId: number | null, daysAgo: number) => ({
    ...blank,
    id,
    listing_type: 'JOB',
    status: 'PUBLISHED',
    locale: 'pt',
    title: `${WORD} ${id}`,
    slug: 'x',
    description: '',
    org_id: 9301,
    place_id: placeId,
    location_type: placeId === null ? 'REMOTE' : 'ONSITE',
    functions: [],
    areas_of_focus: [],
    published_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
  });
  await insertRows(db, 'listings', [
    listing(9301, 990001, 1),
    listing(9302, 990002, 2),
    listing(9303, 990003, 3),
    listing(9304, null, 4),
    listing(9305, 990004, 5),
  ]);
});
afterAll(() => close?.());

const search = (query: string) => request(app).get(`/data/search/listings?q=${WORD}&${query}`);
const ids = async (query: string) =>
  ((await search(query).expect(200)).body.hits as { id: number }[]).map((h) => h.id).sort();

describe('location and radius', () => {
  it('finds a place 10 km away within 15 km, not within 5 km', async () => {
    expect(await ids(`placeId=${TORONTO.id}&radius=15000&lang=es`)).toEqual([9301]);
    expect(await ids(`placeId=${TORONTO.id}&radius=5000&lang=es`)).toEqual([]);
    // English lists miles: 10 mi (16,093 m) in, 5 mi (8,047 m) out.
    expect(await ids(`placeId=${TORONTO.id}&radius=16093&lang=en`)).toEqual([9301]);
    expect(await ids(`placeId=${TORONTO.id}&radius=8047&lang=en`)).toEqual([]);
    const byCoordinates = `lat=${TORONTO.latitude}&lng=${TORONTO.longitude}&countryCode=CA&stateCode=ON`;
    expect(await ids(`${byCoordinates}&radius=15000&lang=pt`)).toEqual([9301]);
    expect(await ids(`${byCoordinates}&radius=5000&lang=pt`)).toEqual([]);
  });

  it("searches the whole state or country, and a city's own area by default", async () => {
    expect(await ids(`placeId=${TORONTO.id}&radius=state`)).toEqual([9301, 9302]);
    expect(await ids(`placeId=${TORONTO.id}&radius=country`)).toEqual([9301, 9302, 9303]);
    const auto = await search(`placeId=${TORONTO.id}`).expect(200);
    expect(auto.body).toMatchObject({ radius: 'auto', nbHits: 1 }); // Toronto's area is about 32 km around it
    expect(await ids('placeId=CA-QC')).toEqual([9303]);
    expect(await ids('placeId=CA')).toEqual([9301, 9302, 9303]);
  });

  it('a distance around a state or a country (the newest sort’s default) covers that place, not a circle at its centre', async () => {
    expect(await ids('placeId=CA&sort=newest&lang=pt')).toEqual([9301, 9302, 9303]);
    expect(await ids('placeId=CA&radius=8047&lang=en')).toEqual([9301, 9302, 9303]);
    expect(await ids('placeId=CA-QC&sort=newest')).toEqual([9303]);
    // Around a city the distance still counts.
    expect(await ids(`placeId=${TORONTO.id}&radius=5000&lang=es`)).toEqual([]);
  });

  it('answers the location searched around, in the language of the page', async () => {
    const res = await search(`placeId=${TORONTO.id}&lang=pt&radius=state`).expect(200);
    expect(res.body.location).toMatchObject({
      text: 'Toronto, ON, Canadá',
      geoType: 'locality',
      hasGeo: true,
    });
    expect(res.body.radius).toBe('state');
    const point = await search('lat=10&lng=20').expect(200);
    expect(point.body.location).toMatchObject({ countryCode: 'XA', geoType: 'undefined_country_geocodes' });
    expect((await search('').expect(200)).body.location).toBeNull();
  });

  it('shows places in the page language, else in the listing language', async () => {
    const pt = await search(`lang=en&placeId=PT`).expect(200);
    expect(pt.body.hits[0].location.text).toBe('Lisbon, Portugal');
    const own = await search(`placeId=PT`).expect(200);
    expect(own.body.hits[0].location.text).toBe('Lisboa, Portugal');
  });

  it('gives only remote listings for the Remote option', async () => {
    const res = await search('placeId=remote').expect(200);
    expect(res.body.hits.map((h: { id: number }) => h.id)).toEqual([9304]);
    expect(res.body.location).toMatchObject({ isRemote: true, text: null });
  });

  it("replaces a radius not in the language's list by the sort's default (docs/product/search.md#radius)", async () => {
    const bad = await search(`placeId=${TORONTO.id}&radius=12345&lang=es`).expect(200);
    expect(bad.body.radius).toBe('auto');
    const newest = await search(`placeId=${TORONTO.id}&radius=8047&lang=es&sort=newest`).expect(200);
    expect(newest.body.radius).toBe('60000'); // 8047 m is an English option; Spanish newest defaults to 60 km
    expect((await search('radius=40000&lang=en&sort=newest').expect(200)).body.radius).toBe('40000');
  });

  it('refuses an unknown place, half coordinates and coordinates out of range', async () => {
    expect((await search('placeId=999999999').expect(400)).body.errors).toEqual({ placeId: 'Unknown place' });
    expect((await search('lat=10').expect(400)).body.errors).toEqual({
      lat: 'Must come with lng (and lng with lat)',
    });
    await search('lat=91&lng=0').expect(400);
    await search('lat=abc&lng=0').expect(400);
    await search(`placeId=${TORONTO.id}&lat=1&lng=1`).expect(400);
    await search('countryCode=Canada').expect(400);
  });
});

describe('paging edges', () => {
  it('serves the last page short, a page past the end empty, and refuses pages out of range', async () => {
    const first = await search('pageSize=2&sort=newest').expect(200);
    expect(first.body).toMatchObject({ nbHits: 5, nbPages: 3, page: 1 });
    const last = await search('pageSize=2&sort=newest&page=3').expect(200);
    expect(last.body.hits).toHaveLength(1);
    expect(last.body.nbHits).toBe(5);
    const past = await search('pageSize=2&page=4').expect(200);
    expect(past.body).toMatchObject({ hits: [], nbHits: 5, nbPages: 3, page: 4 });
    await search(`page=${MAX_SEARCH_PAGE}`).expect(200);
    await search(`page=${MAX_SEARCH_PAGE + 1}`).expect(400);
    await search('page=-1').expect(400);
    await search('pageSize=101').expect(400);
    await search('pageSize=100').expect(200);
  });

  it('orders by date with newest and breaks ties by id, page after page', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((p) => search(`pageSize=2&sort=newest&page=${p}`).expect(200)),
    );
    const all = pages.flatMap((p) => p.body.hits.map((h: { id: number }) => h.id));
    expect(all).toEqual([9301, 9302, 9303, 9304, 9305]);
  });
});

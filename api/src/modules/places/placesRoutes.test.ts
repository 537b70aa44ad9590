import express, { type Express } from 'express';
import { request } from '../../testing/contractRequest';
import { errorHandler } from '../../platform/http/errorHandler';
import { placesRoutes } from './placesRoutes';

let app: Express;
beforeAll(() => {
  app = express();
  app.use('/data', placesRoutes());
  app.use(errorHandler);
});

const predict = (query: string) => request(app).get(`/data/places/predictions?${query}`);
const place = (id: string, lang = 'en') => request(app).get(`/data/places/${id}?lang=${lang}`);

describe('GET /data/places/predictions', () => {
  it('suggests places by prefix, biggest first, in the page language', async () => {
    const res = await predict('input=toro&lang=pt').expect(200);
    expect(res.body.status).toBe('OK');
    expect(res.body.predictions[0]).toEqual({
      placeId: '6167865',
      description: 'Toronto, ON, Canadá',
      mainText: 'Toronto',
      secondaryText: 'ON, Canadá',
    });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('matches names in any language, without accents, and answers in the page language', async () => {
    const pt = await predict('input=lisb&lang=pt&types=(cities)').expect(200);
    expect(pt.body.predictions[0]).toMatchObject({ description: 'Lisboa, Portugal' });
    const en = await predict('input=lisboa&lang=en&types=(cities)').expect(200);
    expect(en.body.predictions[0]).toMatchObject({ mainText: 'Lisbon', description: 'Lisbon, Portugal' });
    const folded = await predict('input=sao paulo&lang=es').expect(200);
    expect(folded.body.predictions.map((p: { description: string }) => p.description)).toContain(
      'San Pablo, SP, Brasil',
    );
  });

  it('puts an exact name before bigger places that only start with it', async () => {
    const res = await predict('input=lima&types=(cities)').expect(200);
    expect(res.body.predictions[0]).toMatchObject({ description: 'Lima, Peru' });
  });

  it('narrows by what follows a comma: the state code or name, or the country', async () => {
    const res = await predict('input=san jose, ca&types=(cities)').expect(200);
    const descriptions: string[] = res.body.predictions.map((p: { description: string }) => p.description);
    expect(descriptions[0]).toBe('San Jose, CA, United States');
    const costaRica = await predict('input=san jose, costa').expect(200);
    expect(costaRica.body.predictions[0].description).toBe('San José, Costa Rica');
  });

  it('offers states and countries unless only cities are asked for', async () => {
    const all = await predict('input=ontario').expect(200);
    expect(all.body.predictions[0]).toEqual({
      placeId: 'CA-ON',
      description: 'Ontario, Canada',
      mainText: 'Ontario',
      secondaryText: 'Canada',
    });
    const country = await predict('input=brasil&lang=es&types=(regions)').expect(200);
    expect(country.body.predictions[0]).toEqual({
      placeId: 'BR',
      description: 'Brasil',
      mainText: 'Brasil',
      secondaryText: '',
    });
    const cities = await predict('input=ontario&types=(cities)').expect(200);
    expect(cities.body.predictions.every((p: { placeId: string }) => /^\d+$/.test(p.placeId))).toBe(true);
  });

  it('answers ZERO_RESULTS under two non-blank characters or when nothing matches', async () => {
    for (const input of ['', 't', ' t ', '  ', 'qxqxqx'])
      expect((await predict(`input=${encodeURIComponent(input)}`).expect(200)).body).toEqual({
        status: 'ZERO_RESULTS',
        predictions: [],
        _version: undefined,
      });
  });

  it('refuses a missing input, an unknown type or language, and an overlong input', async () => {
    const res = await predict('lang=fr&types=address').expect(400);
    expect(res.body.errors).toEqual({
      input: 'Must be a single text value',
      lang: 'Must be one of en, es, pt',
      types: 'Must be one of geocode, (cities), (regions)',
    });
    await predict(`input=${'a'.repeat(201)}`).expect(400);
    await predict('input=a&input=b').expect(400);
  });

});

describe('GET /data/places/:placeId', () => {
  it('answers the Location selection of a city in the page language', async () => {
    const res = await place('2267057', 'pt').expect(200);
    expect(res.body.data).toEqual({
      isRemote: false,
      text: 'Lisboa, Portugal',
      stateCode: '11',
      countryCode: 'PT',
      boundingBoxN: expect.any(Number),
      boundingBoxW: expect.any(Number),
      boundingBoxS: expect.any(Number),
      boundingBoxE: expect.any(Number),
      geoType: 'locality',
      latLongAddress: '38.71667,-9.13333',
      latitude: 38.71667,
      longitude: -9.13333,
      address: 'Lisboa, Lisboa, Portugal',
      city: 'Lisboa',
      hasGeo: true,
    });
    const toronto = await place('6167865', 'es').expect(200);
    expect(toronto.body.data).toMatchObject({
      text: 'Toronto, ON, Canadá',
      address: 'Toronto, Ontario, Canadá',
    });
  });

  it('answers states and countries with the extent of their cities', async () => {
    const state = await place('CA-ON').expect(200);
    expect(state.body.data).toMatchObject({
      geoType: 'administrative_area_level_1',
      stateCode: 'ON',
      city: null,
    });
    const country = await place('BR', 'pt').expect(200);
    expect(country.body.data).toMatchObject({
      geoType: 'country',
      text: 'Brasil',
      stateCode: null,
      city: null,
    });
    expect(country.body.data.boundingBoxS).toBeLessThan(-30);
    expect(country.body.data.boundingBoxN).toBeGreaterThan(0);
  });

  it('answers the Remote option with every other field null', async () => {
    const res = await place('remote').expect(200);
    expect(res.body.data.isRemote).toBe(true);
    expect(Object.entries(res.body.data).filter(([k, v]) => k !== 'isRemote' && v !== null)).toEqual([]);
  });

  it('answers 404 for an unknown place and 400 for a malformed id or language', async () => {
    expect((await place('999999999').expect(404)).body.errors).toEqual({ placeId: 'Unknown place' });
    await place('a_b').expect(400);
    await place('6167865', 'fr').expect(400);
  });
});

import { gazetteer, type GazetteerPlace } from './gazetteer';
import { CITY_NAMES } from './cityNames';
import { normalizePlaceName } from './normalize';

const places = gazetteer();
const city = (name: string, country: string): GazetteerPlace => {
  const found = places.cities.find((c) => c.countryCode === country && c.names.en === name);
  if (!found) throw new Error(`no ${name}, ${country}`);
  return found;
};

describe('the gazetteer', () => {
  it('holds the cities of GeoNames above its population threshold, with states and countries', () => {
    expect(places.cities.length).toBeGreaterThan(20_000);
    expect(places.cities.length).toBeLessThan(30_000);
    expect(places.byId.get('CA')).toMatchObject({ geoType: 'country', names: { pt: 'Canadá' } });
    expect(places.byId.get('CA-ON')).toMatchObject({
      geoType: 'administrative_area_level_1',
      stateCode: 'ON',
    });
  });

  it('maps GeoNames admin1 codes to ISO 3166-2 short codes', () => {
    expect(city('Toronto', 'CA').stateCode).toBe('ON');
    expect(city('São Paulo', 'BR').stateCode).toBe('SP');
    expect(city('Mexico City', 'MX').stateCode).toBe('CDMX');
    expect(city('Guadalajara', 'MX').stateCode).toBe('JAL');
    expect(city('Madrid', 'ES').stateCode).toBe('MD');
    expect(city('Lisbon', 'PT').stateCode).toBe('11');
    expect(city('Austin', 'US').stateCode).toBe('TX');
    expect(city('Bogotá', 'CO').stateCode).toBe('DC');
  });

  it('names cities in each language where their names differ', () => {
    expect(city('Lisbon', 'PT').names).toEqual({ en: 'Lisbon', es: 'Lisboa', pt: 'Lisboa' });
    expect(city('Mexico City', 'MX').names.es).toBe('Ciudad de México');
    expect(city('New York City', 'US').names.pt).toBe('Nova York');
    expect(city('Seville', 'ES').names).toEqual({ en: 'Seville', es: 'Sevilla', pt: 'Sevilha' });
  });

  it('finds a city for every localised name it lists', () => {
    for (const [key, names] of CITY_NAMES) {
      const [country] = key.split(':');
      const hit = places.cities.find(
        (c) => c.countryCode === country && Object.entries(names).every(([l, n]) => c.names[l as 'en'] === n),
      );
      expect([key, hit?.id]).toEqual([key, expect.any(String)]);
    }
  });

  it('gives every place a box around its point', () => {
    const outside = [...places.byId.values()].filter(
      (p) =>
        p.bbox.south > p.latitude ||
        p.bbox.north < p.latitude ||
        p.bbox.west > p.longitude ||
        p.bbox.east < p.longitude,
    );
    expect(outside.map((p) => p.id)).toEqual([]);
  });

  it('folds accents, case and punctuation in names', () => {
    expect(normalizePlaceName('  São-Paulo ')).toBe('sao paulo');
    expect(normalizePlaceName('Ciudad de México')).toBe('ciudad de mexico');
  });
});

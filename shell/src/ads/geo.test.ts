import { EARTH_RADIUS_KM, haversineKm, haversineMiles } from './geo';

describe('haversine (docs/product/constants.md#ads: 6371 km)', () => {
  it('uses the 6371 km sphere', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // A quarter of a meridian: pole to equator.
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo(
      (Math.PI / 2) * 6371,
      6,
    );
  });

  it('measures real city distances', () => {
    const nyc = { latitude: 40.7127753, longitude: -74.0059728 };
    const philadelphia = { latitude: 39.9525839, longitude: -75.1652215 };
    expect(haversineMiles(nyc, philadelphia)).toBeCloseTo(80.6, 0);
    expect(haversineKm(nyc, nyc)).toBe(0);
  });
});

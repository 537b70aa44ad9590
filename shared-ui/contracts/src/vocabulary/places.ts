// The place vocabulary of the spec's maps autocomplete and geocoder (docs/product/location.md#location-selection, docs/product/location.md#suggestions, docs/product/constants.md#location),
// which the api serves offline from a gazetteer.
import type { RemoteLocation } from '../schemas/place';

/** The placeId of the "Remote" option: its location has isRemote true and every other field null. */
export const REMOTE_PLACE_ID = 'remote';

/**
 * The Location selection of the Remote option (docs/product/location.md#remote-option): isRemote, every other field null. What
 * GET /data/places/remote answers, and what the location input reports without asking.
 */
export const REMOTE_LOCATION: RemoteLocation = {
  isRemote: true,
  text: null,
  stateCode: null,
  countryCode: null,
  boundingBoxN: null,
  boundingBoxW: null,
  boundingBoxS: null,
  boundingBoxE: null,
  geoType: null,
  latLongAddress: null,
  latitude: null,
  longitude: null,
  address: null,
  city: null,
  hasGeo: null,
};

/** docs/product/location.md#location-selection: a location whose country is unknown has countryCode 'XA' and this geoType. */
export const UNDEFINED_COUNTRY_CODE = 'XA';
export const UNDEFINED_COUNTRY_GEO_TYPE = 'undefined_country_geocodes';

/** What a place is, in the geocoder's words: a city, a state (first-level subdivision) or a country. */
export const GEO_TYPES = [
  'locality',
  'administrative_area_level_1',
  'country',
  UNDEFINED_COUNTRY_GEO_TYPE,
] as const;
export type GeoType = (typeof GEO_TYPES)[number];

/**
 * The kinds of suggestion a prediction request asks for (docs/product/location.md#suggestions: geocode by default): `geocode` gives
 * cities, states and countries, `(cities)` only cities, `(regions)` only states and countries.
 */
export const PLACE_PREDICTION_TYPES = ['geocode', '(cities)', '(regions)'] as const;
export type PlacePredictionType = (typeof PLACE_PREDICTION_TYPES)[number];
export const DEFAULT_PLACE_PREDICTION_TYPE: PlacePredictionType = 'geocode';

/** docs/product/location.md#suggestions: OK gives results, ZERO_RESULTS an empty list; any other status is an error (a 4xx answer here). */
export const PLACE_PREDICTION_STATUSES = ['OK', 'ZERO_RESULTS'] as const;
export type PlacePredictionStatus = (typeof PLACE_PREDICTION_STATUSES)[number];

/** At most this many suggestions per request, and this many characters of input. */
export const MAX_PLACE_PREDICTIONS = 8;
export const PLACE_INPUT_MAX_LENGTH = 200;

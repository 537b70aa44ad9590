import type { Lang, LocationSelection, PlacePredictionType } from '@opengood/contracts';
import { routes, type RouteAnswer } from '@opengood/contracts/routes';
import type { HttpClient } from '@opengood/platform';

// The two place calls, named by their routes (`@opengood/contracts/routes` is zod-free: the search bar is
// in the chrome's first load, which must not bundle the schemas); their answers are typed from the routes.

/** docs/product/location.md#suggestions: location suggestions only from this many non-blank characters (LOCATION_MIN_CHARS). */
export function nonBlankLength(text: string): number {
  return text.replace(/\s/g, '').length;
}

export interface PredictionsRequest {
  input: string;
  lang: Lang;
  types?: PlacePredictionType;
  signal?: AbortSignal;
}

/** GET /data/places/predictions: docs/product/location.md#suggestions, status OK with predictions or ZERO_RESULTS with none. */
export function fetchPlacePredictions(
  http: HttpClient,
  { input, lang, types, signal }: PredictionsRequest,
): Promise<RouteAnswer<'placePredictions'>> {
  return http.call(routes.placePredictions, { query: { input, lang, types } }, { signal });
}

/** GET /data/places/{placeId}: a suggestion geocoded into the Location selection of docs/product/location.md#location-selection. */
export async function fetchPlace(
  http: HttpClient,
  placeId: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<LocationSelection> {
  const answer = await http.call(routes.place, { params: { placeId }, query: { lang } }, { signal });
  return answer.data;
}

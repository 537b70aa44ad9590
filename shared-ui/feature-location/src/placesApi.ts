import type {
  Lang,
  LocationSelection,
  PlaceDetailAnswer,
  PlacePredictionsAnswer,
  PlacePredictionType,
} from '@opengood/contracts';
import type { HttpClient } from '@opengood/platform';

// Plain paths and type-only contract imports: the search bar is in the chrome's first load, which must not
// bundle zod. placesApi.test.ts checks these against the contract's DATA_ROUTES.
export const PLACE_PREDICTIONS_URL = '/data/places/predictions';
export const placeUrl = (placeId: string) => `/data/places/${encodeURIComponent(placeId)}`;

/** Spec §5: location suggestions only from this many non-blank characters (LOCATION_MIN_CHARS). */
export function nonBlankLength(text: string): number {
  return text.replace(/\s/g, '').length;
}

export interface PredictionsRequest {
  input: string;
  lang: Lang;
  types?: PlacePredictionType;
  signal?: AbortSignal;
}

/** GET /data/places/predictions: spec §8, status OK with predictions or ZERO_RESULTS with none. */
export function fetchPlacePredictions(
  http: HttpClient,
  { input, lang, types, signal }: PredictionsRequest,
): Promise<PlacePredictionsAnswer> {
  const params: Record<string, string> = { input, lang };
  if (types) params.types = types;
  return http.get<PlacePredictionsAnswer>(PLACE_PREDICTIONS_URL, { params, signal });
}

/** GET /data/places/{placeId}: a suggestion geocoded into the Location selection of spec §3. */
export async function fetchPlace(
  http: HttpClient,
  placeId: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<LocationSelection> {
  const answer = await http.get<PlaceDetailAnswer>(placeUrl(placeId), { params: { lang }, signal });
  return answer.data;
}

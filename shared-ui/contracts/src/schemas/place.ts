import { z } from 'zod';
import { LANGS } from '../vocabulary/languages';
import {
  DEFAULT_PLACE_PREDICTION_TYPE,
  GEO_TYPES,
  PLACE_INPUT_MAX_LENGTH,
  PLACE_PREDICTION_STATUSES,
  PLACE_PREDICTION_TYPES,
} from '../vocabulary/places';
import { dataAnswer, versionField } from './answer';
import { oneOf } from './request';

const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/);
const latitudeSchema = z.number().min(-90).max(90);
const longitudeSchema = z.number().min(-180).max(180);

/**
 * A listing's or organisation's place, with `text` ready to show in the page's language
 * ("Toronto, ON, Canada", "Lisboa, Portugal"). `stateCode` is the ISO 3166-2 short code (ON, SP, CMX).
 */
export const placeSummarySchema = z.object({
  text: z.string().min(1),
  city: z.string().min(1),
  /** Only where a state is written after the city (US, Canada, Brazil, Mexico, Australia) is it in `text`. */
  stateCode: z.string().nullable(),
  countryCode: countryCodeSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export type PlaceSummary = z.infer<typeof placeSummarySchema>;

const located = z.object({
  isRemote: z.literal(false),
  /** As shown in the location input: "Toronto, ON, Canada". */
  text: z.string().min(1),
  /** Short codes (docs/product/location.md#location-selection): ISO 3166-2 subdivision without its country prefix, ISO 3166-1 alpha-2. */
  stateCode: z.string().nullable(),
  countryCode: countryCodeSchema,
  boundingBoxN: latitudeSchema,
  boundingBoxW: longitudeSchema,
  boundingBoxS: latitudeSchema,
  boundingBoxE: longitudeSchema,
  geoType: z.enum(GEO_TYPES),
  /** "latitude,longitude" of the place, the address a saved search keeps. */
  latLongAddress: z.string(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  /** Long names (docs/product/location.md#location-selection): "Toronto, Ontario, Canada". */
  address: z.string().nullable(),
  /** null for a state or a country. */
  city: z.string().nullable(),
  hasGeo: z.literal(true),
});

const remote = z.object({
  isRemote: z.literal(true),
  text: z.null(),
  stateCode: z.null(),
  countryCode: z.null(),
  boundingBoxN: z.null(),
  boundingBoxW: z.null(),
  boundingBoxS: z.null(),
  boundingBoxE: z.null(),
  geoType: z.null(),
  latLongAddress: z.null(),
  latitude: z.null(),
  longitude: z.null(),
  address: z.null(),
  city: z.null(),
  hasGeo: z.null(),
});

/** The Location selection (docs/product/location.md#location-selection): a geocoded place, or the Remote option (isRemote, every other field null). */
export const locationSelectionSchema = z.discriminatedUnion('isRemote', [located, remote]);
export type LocationSelection = z.infer<typeof locationSelectionSchema>;
export type GeocodedLocation = z.infer<typeof located>;
export type RemoteLocation = z.infer<typeof remote>;

/** GET /data/places/predictions: what the visitor typed, the page's language, the kinds of place. */
export const placePredictionsQuerySchema = z.object({
  input: z
    .string({ error: 'Must be a single text value' })
    .max(PLACE_INPUT_MAX_LENGTH, { error: `Must be at most ${PLACE_INPUT_MAX_LENGTH} characters` }),
  lang: oneOf(LANGS).default('en'),
  types: oneOf(PLACE_PREDICTION_TYPES).default(DEFAULT_PLACE_PREDICTION_TYPE),
});
export type PlacePredictionsQueryInput = z.input<typeof placePredictionsQuerySchema>;
export type PlacePredictionsQuery = z.output<typeof placePredictionsQuerySchema>;

export const placePredictionSchema = z.object({
  /** Pass it to GET /data/places/{placeId} for the Location selection. */
  placeId: z.string().min(1),
  /** mainText, then secondaryText: "Toronto, ON, Canada". */
  description: z.string().min(1),
  mainText: z.string().min(1),
  /** The state and the country, in the page's language ("" for a country). */
  secondaryText: z.string(),
});
export type PlacePrediction = z.infer<typeof placePredictionSchema>;

/**
 * docs/product/location.md#suggestions: status OK with predictions, or ZERO_RESULTS with an empty list (also for input of fewer than
 * LOCATION_MIN_CHARS non-blank characters). Any other status is an error answer (400).
 */
export const placePredictionsAnswerSchema = z
  .object({
    status: z.enum(PLACE_PREDICTION_STATUSES),
    predictions: z.array(placePredictionSchema),
    ...versionField,
  })
  .refine((a) => (a.status === 'OK') === a.predictions.length > 0, {
    error: 'OK has predictions, ZERO_RESULTS none',
  });
export type PlacePredictionsAnswer = z.infer<typeof placePredictionsAnswerSchema>;

/** `{ placeId }` of GET /data/places/{placeId}: a gazetteer id, or 'remote'. */
export const placeParamsSchema = z.object({
  placeId: z.string().regex(/^[A-Za-z0-9-]{1,20}$/, { error: 'Must be a place id from the predictions' }),
});
export const placeDetailQuerySchema = z.object({ lang: oneOf(LANGS).default('en') });
export const placeDetailAnswerSchema = dataAnswer(locationSelectionSchema);
export type PlaceDetailAnswer = z.infer<typeof placeDetailAnswerSchema>;

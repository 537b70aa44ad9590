import {
  LOCATION_MIN_CHARS,
  MAX_PLACE_PREDICTIONS,
  type Lang,
  type PlacePrediction,
  type PlacePredictionsAnswer,
  type PlacePredictionsQuery,
  type PlacePredictionType,
} from '@opengood/contracts';
import { gazetteer, type Gazetteer, type GazetteerPlace } from './gazetteer';
import { normalizePlaceName } from './normalize';
import { citySecondaryText, countryLabel } from './placeText';

const ZERO_RESULTS: PlacePredictionsAnswer = { status: 'ZERO_RESULTS', predictions: [] };

const KINDS: Record<PlacePredictionType, ReadonlySet<GazetteerPlace['geoType']>> = {
  geocode: new Set(['locality', 'administrative_area_level_1', 'country']),
  '(cities)': new Set(['locality']),
  '(regions)': new Set(['administrative_area_level_1', 'country']),
};

/** First index whose key is not below `prefix` (the keys are sorted). */
function lowerBound(keys: Gazetteer['keys'], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]![0] < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether a qualifier typed after a comma ("on", "brasil", "sp") fits the place's state or country. */
function qualifies(place: GazetteerPlace, qualifier: string): boolean {
  const labels = [
    place.stateCode,
    place.countryCode,
    ...(place.stateNames ? Object.values(place.stateNames) : []),
    ...(['en', 'es', 'pt'] as const).map((l) => countryLabel(place.countryCode, l)),
  ];
  return labels.some((label) => label !== null && normalizePlaceName(label).startsWith(qualifier));
}

function prediction(place: GazetteerPlace, lang: Lang): PlacePrediction {
  const mainText = place.names[lang];
  let secondaryText: string;
  switch (place.geoType) {
    case 'locality':
      secondaryText = citySecondaryText(place.stateCode, place.countryCode, lang);
      break;
    case 'administrative_area_level_1':
      secondaryText = countryLabel(place.countryCode, lang);
      break;
    case 'country':
      secondaryText = '';
      break;
  }
  return {
    placeId: place.id,
    description: secondaryText ? `${mainText}, ${secondaryText}` : mainText,
    mainText,
    secondaryText,
  };
}

/**
 * Suggestions for what the visitor typed (docs/product/location.md#suggestions): places whose name in any language starts with
 * the input's first part, narrowed by what follows a comma ("toronto, on"); an exact name first, then
 * by population. Fewer than two non-blank characters, or nothing found, is ZERO_RESULTS.
 */
export function predictPlaces(
  query: PlacePredictionsQuery,
  places: Gazetteer = gazetteer(),
): PlacePredictionsAnswer {
  if (query.input.replace(/\s/g, '').length < LOCATION_MIN_CHARS) return ZERO_RESULTS;
  const [head = '', ...rest] = query.input.split(',').map(normalizePlaceName);
  if (head === '') return ZERO_RESULTS;
  const qualifiers = rest.filter((q) => q !== '');
  const kinds = KINDS[query.types];

  const found = new Map<GazetteerPlace, boolean>(); // place → an exact name match
  for (let i = lowerBound(places.keys, head); i < places.keys.length; i++) {
    const [key, place] = places.keys[i]!;
    if (!key.startsWith(head)) break;
    if (!kinds.has(place.geoType) || !qualifiers.every((q) => qualifies(place, q))) continue;
    found.set(place, found.get(place) === true || key === head);
  }
  if (found.size === 0) return ZERO_RESULTS;
  const ranked = [...found]
    .sort(([a, aExact], [b, bExact]) => Number(bExact) - Number(aExact) || b.population - a.population)
    .slice(0, MAX_PLACE_PREDICTIONS)
    .map(([place]) => prediction(place, query.lang));
  return { status: 'OK', predictions: ranked };
}

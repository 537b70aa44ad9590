import type { PlaceSummary } from '@opengood/contracts';
import type { PlaceColumns } from './placeColumns';

// Only in the US and Canada are state codes what people write after a city name.
const STATE_IN_TEXT = new Set(['US', 'CA']);

/** A joined place as the client shows it; null when there is none (remote listings, orgs without a place). */
export function presentPlace(row: PlaceColumns): PlaceSummary | null {
  if (row.city === null || row.country_code === null || row.latitude === null || row.longitude === null)
    return null;
  const parts = [row.city, STATE_IN_TEXT.has(row.country_code) ? row.state_code : null, row.country_code];
  return {
    text: parts.filter(Boolean).join(', '),
    city: row.city,
    stateCode: row.state_code,
    countryCode: row.country_code,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

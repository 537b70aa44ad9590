import type { Lang, PlaceSummary } from '@opengood/contracts';
import type { PlaceColumns } from './placeColumns';
import { cityText } from './placeText';

/**
 * A joined place as the client shows it, in `lang` (the page's language when the caller knows it, else
 * the listing's or organisation's own); null when there is none (remote listings, orgs without a place).
 */
export function presentPlace(row: PlaceColumns & { locale?: Lang }, lang?: Lang): PlaceSummary | null {
  if (row.city === null || row.country_code === null || row.latitude === null || row.longitude === null)
    return null;
  const language = lang ?? row.locale ?? 'en';
  const city = row.city_names?.[language] ?? row.city;
  return {
    text: cityText(city, row.state_code, row.country_code, language),
    city,
    stateCode: row.state_code,
    countryCode: row.country_code,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

import type { Lang } from '@opengood/contracts';
import { countryName } from './countryNames';

/**
 * Countries whose addresses write the state's short code after the city ("Austin, TX", "Toronto, ON",
 * "Campinas, SP", "Guadalajara, JAL"); elsewhere a city is followed by its country only ("Lisboa,
 * Portugal"), as numeric or unfamiliar subdivision codes would read wrong.
 */
const STATE_IN_TEXT = new Set(['US', 'CA', 'BR', 'MX', 'AU']);

export function showsStateCode(countryCode: string, stateCode: string | null): stateCode is string {
  return stateCode !== null && STATE_IN_TEXT.has(countryCode);
}

/** The country's name in the language, or its code when CLDR has none. */
export function countryLabel(countryCode: string, lang: Lang): string {
  return countryName(countryCode, lang) ?? countryCode;
}

/** What follows a city's name: "ON, Canadá", "Portugal". */
export function citySecondaryText(stateCode: string | null, countryCode: string, lang: Lang): string {
  const country = countryLabel(countryCode, lang);
  return showsStateCode(countryCode, stateCode) ? `${stateCode}, ${country}` : country;
}

/** A city as shown on a card or in the location input: "Toronto, ON, Canada", "Lisboa, Portugal". */
export function cityText(city: string, stateCode: string | null, countryCode: string, lang: Lang): string {
  return `${city}, ${citySecondaryText(stateCode, countryCode, lang)}`;
}

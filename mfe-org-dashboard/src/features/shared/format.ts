import type { Lang } from '@opengood/contracts';

/** A date in the page's language ("3 Dec 2026", "3 dic 2026", "3 de dez. de 2026"). */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

/**
 * A place in the page's language: "São Paulo, SP, Brasil", "Toronto, ON, Canadá" (the country's name from
 * Intl, the city as it is); a state or country alone as the places service wrote it.
 */
export function placeText(
  place: { text: string; city: string | null; stateCode: string | null; countryCode: string },
  lang: Lang,
): string {
  if (!place.city) return place.text;
  let country = place.countryCode;
  try {
    country = new Intl.DisplayNames([lang], { type: 'region' }).of(place.countryCode) ?? country;
  } catch {
    // an unknown code stays as it is
  }
  return [place.city, place.stateCode, country].filter(Boolean).join(', ');
}

import type { Lang, PlaceSummary } from '@opengood/contracts';

// Dates and places in the page's language (Intl), beyond the platform's formatDate/formatPlace.

/** "Toronto, ON, Canada" in the page's language: the country's name from Intl, the city as it is. */
export function placeLine(place: PlaceSummary, lang: Lang): string {
  let country: string = place.countryCode;
  try {
    country = new Intl.DisplayNames([lang], { type: 'region' }).of(place.countryCode) ?? place.countryCode;
  } catch {
    // an unknown code stays as it is
  }
  return [place.city, place.stateCode, country].filter(Boolean).join(', ');
}

/**
 * ICU versions differ in the spaces they put in ranges and times (thin U+2009 around the dash, narrow no-break
 * U+202F before "PM"): Node's and the browser's would render different text and fail hydration. Plain spaces
 * read the same everywhere.
 */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/**
 * When an event or volunteering happens: one day with its times, or a range of days ("12 – 14 Mar 2026").
 * Times are shown in UTC, as stored, so every visitor reads the same hours.
 */
export function dateRange(startsAt: string | null, endsAt: string | null, lang: Lang): string | null {
  if (!startsAt && !endsAt) return null;
  const withTime = new Intl.DateTimeFormat(lang, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const dayOnly = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  if (startsAt && endsAt) {
    const start = new Date(startsAt);
    const end = new Date(endsAt);
    const sameDay = start.toISOString().slice(0, 10) === end.toISOString().slice(0, 10);
    return plainSpaces(sameDay ? withTime.formatRange(start, end) : dayOnly.formatRange(start, end));
  }
  return plainSpaces(withTime.format(new Date((startsAt ?? endsAt)!)));
}

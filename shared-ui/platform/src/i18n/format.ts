import { INTL_LOCALES, type Lang, type PlaceSummary, type Salary } from '@opengood/contracts';

const LOCALES = INTL_LOCALES;

export function formatPlace(place: PlaceSummary | null): string {
  if (!place) return '';
  if (place.text) return place.text;
  return [place.city, place.stateCode, place.countryCode].filter(Boolean).join(', ');
}

export function formatMoney(amount: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

export function formatSalary(salary: Salary, lang: Lang): string {
  const parts = [salary.minimum, salary.maximum].filter((n): n is number => typeof n === 'number');
  return parts.map((n) => formatMoney(n, salary.currency, lang)).join(' – ');
}

/** Dates are formatted from the answer, never from the clock, so server and client render the same. */
export function formatDate(iso: string | null, lang: Lang): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

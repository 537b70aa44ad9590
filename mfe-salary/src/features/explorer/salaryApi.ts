import type { Lang, SalarySummary, SalarySummaryQueryInput } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import type { HttpClient } from '@opengood/platform';

export type { SalarySummary };

/** What the explorer asks for: always a country and the page's language. */
export type SalaryRequest = Required<Pick<SalarySummaryQueryInput, 'country' | 'lang'>>;

/** The explorer's loader (GET salarySummary): run by the platform's page saga, and runnable on a server. */
export async function fetchSalarySummary(
  http: HttpClient,
  req: SalaryRequest,
  signal?: AbortSignal,
): Promise<SalarySummary> {
  const { data } = await http.call(
    routes.salarySummary,
    { query: { country: req.country, lang: req.lang } },
    { signal },
  );
  return data;
}

/** Where the explorer starts when the URL names no country: the main country of the page language. */
export const DEFAULT_COUNTRY: Readonly<Record<Lang, string>> = { en: 'US', es: 'MX', pt: 'BR' };

/** A `?country=` value, when it is a two-letter region code. */
export function countryFromQuery(search: string): string | null {
  const value = new URLSearchParams(search).get('country');
  return value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}

/** The country an explorer URL shows: the one it names, else the main country of the page language. */
export function explorerCountry(queryCountry: string | null, lang: Lang): string {
  return queryCountry ?? DEFAULT_COUNTRY[lang];
}

/** The explorer URL showing another country, keeping the rest of the query. */
export function explorerUrlFor(url: URL, country: string): string {
  const query = new URLSearchParams(url.search);
  query.set('country', country);
  return `${url.pathname}?${query.toString()}`;
}

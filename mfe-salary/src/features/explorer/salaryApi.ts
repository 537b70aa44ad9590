import type { Lang } from '@opengood/contracts';
import type { HttpClient } from '@opengood/platform';

export interface SalaryStats {
  count: number;
  p25: number | null;
  median: number | null;
  p75: number | null;
}

export interface FunctionSalaryStats extends SalaryStats {
  function: string;
}

/** GET /data/salaries/summary (api/src/useCases/salarySummary.ts). */
export interface SalarySummary extends SalaryStats {
  /** The country the figures are for (the api's default for the language when none was asked). */
  country?: string;
  /** Always yearly. */
  period?: 'YEAR';
  /** The country's most common salary currency; null when the country has no salaried listings. */
  currency: string | null;
  byFunction: FunctionSalaryStats[];
  countries: { countryCode: string; count: number }[];
}

export interface SalaryRequest {
  country: string;
  lang: Lang;
}

export function salarySummaryUrl(req: SalaryRequest): string {
  const params = new URLSearchParams({ country: req.country, lang: req.lang });
  return `/data/salaries/summary?${params.toString()}`;
}

/** The explorer's loader: run by the platform's page saga, and runnable on a server to prerender it. */
export async function fetchSalarySummary(
  http: HttpClient,
  req: SalaryRequest,
  signal?: AbortSignal,
): Promise<SalarySummary> {
  const body = await http.get<{ data: SalarySummary }>(salarySummaryUrl(req), { signal });
  return { ...body.data, byFunction: body.data.byFunction ?? [], countries: body.data.countries ?? [] };
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

import type { Db } from '../db/db';
import type { Locale } from '../domain/vocabulary';
import { salaryCountries, salaryStats, salaryStatsByFunction } from '../repositories/salaryRepository';

/** Without a country, each language starts on its biggest market. */
const DEFAULT_COUNTRY: Record<Locale, string> = { en: 'US', es: 'MX', pt: 'BR' };

export interface SalaryRequest {
  country?: string;
  fn?: string;
  lang: Locale;
}

/** Yearly salary percentiles of published jobs in one country (and optionally one function). */
export async function salarySummary(db: Db, request: SalaryRequest) {
  const country = request.country ?? DEFAULT_COUNTRY[request.lang];
  const [stats, countries] = await Promise.all([
    salaryStats(db, { country, fn: request.fn }),
    salaryCountries(db),
  ]);
  const byFunction = stats?.currency ? await salaryStatsByFunction(db, country, stats.currency) : [];
  return {
    country,
    function: request.fn ?? null,
    currency: stats?.currency ?? null,
    period: 'YEAR' as const,
    count: stats?.count ?? 0,
    p25: stats?.p25 ?? null,
    median: stats?.median ?? null,
    p75: stats?.p75 ?? null,
    byFunction: byFunction.map(({ function: fn, count, p25, median, p75 }) => ({
      function: fn,
      count,
      p25,
      median,
      p75,
    })),
    countries,
  };
}

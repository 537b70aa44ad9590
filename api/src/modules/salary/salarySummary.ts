import { SALARY_DEFAULT_COUNTRY, type SalarySummary, type SalarySummaryQuery } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { presentSalarySummary } from './salaryPresenter';
import { salaryCountries, salaryStats, salaryStatsByFunction } from './salaryRepository';

/** Yearly salary percentiles of published jobs in one country (and optionally one function). */
export async function salarySummary(db: Db, query: SalarySummaryQuery): Promise<SalarySummary> {
  const country = query.country ?? SALARY_DEFAULT_COUNTRY[query.lang];
  const fn = query.function;
  const [stats, countries] = await Promise.all([salaryStats(db, { country, fn }), salaryCountries(db)]);
  const byFunction = stats?.currency ? await salaryStatsByFunction(db, country, stats.currency) : [];
  return presentSalarySummary(country, fn, stats, byFunction, countries);
}

import type { FunctionSalaryStats, JobFunction, SalaryCountry, SalarySummary } from '@opengood/contracts';
import type { FunctionSalaryStatsRow, SalaryStatsRow } from './salaryRepository';

export function presentFunctionStats({
  function: fn,
  count,
  p25,
  median,
  p75,
}: FunctionSalaryStatsRow): FunctionSalaryStats {
  return { function: fn, count, p25, median, p75 };
}

/** Empty stats (count 0, null amounts) when the country has no salaried job. */
export function presentSalarySummary(
  country: string,
  fn: JobFunction | undefined,
  stats: SalaryStatsRow | null,
  byFunction: FunctionSalaryStatsRow[],
  countries: SalaryCountry[],
): SalarySummary {
  return {
    country,
    function: fn ?? null,
    currency: stats?.currency ?? null,
    period: 'YEAR',
    count: stats?.count ?? 0,
    p25: stats?.p25 ?? null,
    median: stats?.median ?? null,
    p75: stats?.p75 ?? null,
    byFunction: byFunction.map(presentFunctionStats),
    countries,
  };
}

import { PERIODS_PER_YEAR, type JobFunction, type SalaryCountry } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { paramList } from '../../platform/db/sql';
import { publicJobSalariesSql } from '../listings';

export interface SalaryFilter {
  country: string;
  fn?: JobFunction;
}

export interface SalaryStatsRow {
  currency: string | null;
  count: number;
  p25: number | null;
  median: number | null;
  p75: number | null;
}

export type FunctionSalaryStatsRow = SalaryStatsRow & { function: JobFunction };

// The shared multipliers, written into SQL (constants from the vocabulary, never user input).
const ANNUAL_FACTOR = `CASE j.salary_period ${Object.entries(PERIODS_PER_YEAR)
  .map(([period, factor]) => `WHEN '${period}' THEN ${factor}`)
  .join(' ')} END`;

// One row per salaried job the public may see (the listings module's rows: publicJobSalariesSql) with its
// yearly midpoint. Remote jobs have no place, so they count in their organisation's country.
const SALARIES = `
  SELECT j.functions, j.salary_currency AS currency, j.country_code,
         (j.salary_minimum + coalesce(j.salary_maximum, j.salary_minimum)) / 2.0 * ${ANNUAL_FACTOR} AS annual
  FROM (${publicJobSalariesSql()}) j`;

const STATS = `count(*)::int AS count,
  round(percentile_cont(0.25) WITHIN GROUP (ORDER BY annual))::float8 AS p25,
  round(percentile_cont(0.5) WITHIN GROUP (ORDER BY annual))::float8 AS median,
  round(percentile_cont(0.75) WITHIN GROUP (ORDER BY annual))::float8 AS p75`;

/** Stats in the country's dominant currency, so amounts in different currencies are never mixed. */
export async function salaryStats(db: Db, filter: SalaryFilter): Promise<SalaryStatsRow | null> {
  const { params, add } = paramList();
  const fnCondition = filter.fn ? `AND ${add(filter.fn)} = ANY(functions)` : '';
  const { rows } = await db.query<SalaryStatsRow>(
    `WITH s AS (${SALARIES}) SELECT currency, ${STATS} FROM s
     WHERE country_code = ${add(filter.country)} ${fnCondition}
     GROUP BY currency ORDER BY count(*) DESC, currency LIMIT 1`,
    params,
  );
  return rows[0] ?? null;
}

export async function salaryStatsByFunction(
  db: Db,
  country: string,
  currency: string,
): Promise<FunctionSalaryStatsRow[]> {
  const { rows } = await db.query<FunctionSalaryStatsRow>(
    `WITH s AS (${SALARIES}) SELECT fn AS function, currency, ${STATS}
     FROM s CROSS JOIN unnest(functions) AS fn
     WHERE country_code = $1 AND currency = $2
     GROUP BY fn, currency ORDER BY count(*) DESC, fn`,
    [country, currency],
  );
  return rows;
}

export async function salaryCountries(db: Db): Promise<SalaryCountry[]> {
  const { rows } = await db.query<SalaryCountry>(
    `WITH s AS (${SALARIES}) SELECT country_code AS "countryCode", count(*)::int AS count
     FROM s GROUP BY country_code ORDER BY count(*) DESC, country_code`,
  );
  return rows;
}

import { z } from 'zod';
import { FUNCTIONS } from '../vocabulary/facets';
import { DEFAULT_LANG, LANGS } from '../vocabulary/languages';
import { countSchema, dataAnswer } from './answer';

/** GET /data/salaries/summary query. Without a country, the language's default (SALARY_DEFAULT_COUNTRY). */
export const salarySummaryQuerySchema = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: 'Must be a two-letter country code' })
    .transform((c) => c.toUpperCase())
    .optional(),
  function: z.enum(FUNCTIONS, { error: 'Must be a known function code' }).optional(),
  lang: z.enum(LANGS, { error: `Must be one of ${LANGS.join(', ')}` }).default(DEFAULT_LANG),
});
export type SalarySummaryQueryInput = z.input<typeof salarySummaryQuerySchema>;
export type SalarySummaryQuery = z.output<typeof salarySummaryQuerySchema>;

const amount = z.number().nonnegative().nullable();

/** Yearly percentiles over salaried published jobs; null amounts when there is none. */
export const salaryStatsSchema = z.object({ count: countSchema, p25: amount, median: amount, p75: amount });
export type SalaryStats = z.infer<typeof salaryStatsSchema>;

export const functionSalaryStatsSchema = salaryStatsSchema.extend({ function: z.enum(FUNCTIONS) });
export type FunctionSalaryStats = z.infer<typeof functionSalaryStatsSchema>;

/** A country with salaried jobs, for the country picker. */
export const salaryCountrySchema = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  count: countSchema,
});
export type SalaryCountry = z.infer<typeof salaryCountrySchema>;

export const salarySummarySchema = salaryStatsSchema.extend({
  country: z.string().regex(/^[A-Z]{2}$/),
  function: z.enum(FUNCTIONS).nullable(),
  /** The country's most common salary currency; amounts in other currencies are left out, never mixed. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable(),
  period: z.literal('YEAR'),
  byFunction: z.array(functionSalaryStatsSchema),
  countries: z.array(salaryCountrySchema),
});
export type SalarySummary = z.infer<typeof salarySummarySchema>;

export const salarySummaryAnswerSchema = dataAnswer(salarySummarySchema);
export type SalarySummaryAnswer = z.infer<typeof salarySummaryAnswerSchema>;

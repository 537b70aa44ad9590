import { salarySummaryAnswerSchema, salarySummaryQuerySchema } from './salary';

const summary = {
  country: 'BR',
  function: null,
  currency: 'BRL',
  period: 'YEAR',
  count: 3,
  p25: 30000,
  median: 40000,
  p75: 50000,
  byFunction: [{ function: 'LEGAL', count: 3, p25: 30000, median: 40000, p75: 50000 }],
  countries: [{ countryCode: 'BR', count: 3 }],
};

describe('salary schemas', () => {
  it('upper-cases the country and defaults the language', () => {
    expect(salarySummaryQuerySchema.parse({ country: 'br' })).toEqual({ country: 'BR', lang: 'en' });
  });

  it('refuses bad parameters with a message per field', () => {
    const result = salarySummaryQuerySchema.safeParse({ country: 'USA', function: 'JUGGLING', lang: 'fr' });
    expect(Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]))).toEqual({
      country: 'Must be a two-letter country code',
      function: 'Must be a known function code',
      lang: 'Must be one of en, es, pt',
    });
  });

  it('accepts a summary, and empty stats for a country without salaries', () => {
    expect(salarySummaryAnswerSchema.parse({ data: summary })).toEqual({ data: summary });
    const empty = {
      ...summary,
      currency: null,
      count: 0,
      p25: null,
      median: null,
      p75: null,
      byFunction: [],
    };
    expect(salarySummaryAnswerSchema.safeParse({ data: empty }).success).toBe(true);
  });

  it('refuses a period other than YEAR and an unknown function', () => {
    expect(salarySummaryAnswerSchema.safeParse({ data: { ...summary, period: 'MONTH' } }).success).toBe(
      false,
    );
    const badFunction = { ...summary, byFunction: [{ ...summary.byFunction[0], function: 'JUGGLING' }] };
    expect(salarySummaryAnswerSchema.safeParse({ data: badFunction }).success).toBe(false);
  });
});

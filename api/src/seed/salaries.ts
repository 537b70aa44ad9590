import type { ProfessionalLevel, SalaryPeriod } from '@opengood/contracts';
import { PERIODS_PER_YEAR } from '@opengood/contracts';
import type { Random } from './prng';

interface CountryPay {
  currency: string;
  /** Typical yearly pay of a mid-career ("PROFESSIONAL") nonprofit role, in local currency. */
  annualBase: number;
  periods: readonly (readonly [SalaryPeriod, number])[];
}

// Rough 2025 nonprofit-sector levels; enough for believable ranges and percentiles.
export const COUNTRY_PAY: Record<string, CountryPay> = {
  US: {
    currency: 'USD',
    annualBase: 62_000,
    periods: [
      ['YEAR', 80],
      ['HOUR', 20],
    ],
  },
  CA: {
    currency: 'CAD',
    annualBase: 64_000,
    periods: [
      ['YEAR', 80],
      ['HOUR', 20],
    ],
  },
  GB: {
    currency: 'GBP',
    annualBase: 33_000,
    periods: [
      ['YEAR', 90],
      ['HOUR', 10],
    ],
  },
  MX: { currency: 'MXN', annualBase: 300_000, periods: [['MONTH', 100]] },
  ES: {
    currency: 'EUR',
    annualBase: 27_000,
    periods: [
      ['YEAR', 85],
      ['MONTH', 15],
    ],
  },
  AR: { currency: 'ARS', annualBase: 14_400_000, periods: [['MONTH', 100]] },
  CO: { currency: 'COP', annualBase: 54_000_000, periods: [['MONTH', 100]] },
  CL: { currency: 'CLP', annualBase: 16_800_000, periods: [['MONTH', 100]] },
  PE: { currency: 'PEN', annualBase: 48_000, periods: [['MONTH', 100]] },
  BR: { currency: 'BRL', annualBase: 66_000, periods: [['MONTH', 100]] },
  PT: {
    currency: 'EUR',
    annualBase: 19_000,
    periods: [
      ['YEAR', 50],
      ['MONTH', 50],
    ],
  },
};

const LEVEL_FACTOR: Record<ProfessionalLevel, number> = {
  ENTRY_LEVEL: 0.72,
  PROFESSIONAL: 1,
  MANAGERIAL: 1.3,
  DIRECTOR: 1.65,
  EXECUTIVE: 2.2,
};

export interface Salary {
  minimum: number;
  maximum: number;
  currency: string;
  period: SalaryPeriod;
}

/** Rounds to two significant figures, as posted salaries usually are. */
function roundPosted(value: number): number {
  if (value < 100) return Math.round(value);
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

export function jobSalary(r: Random, country: string, level: ProfessionalLevel, scale = 1): Salary {
  const pay = COUNTRY_PAY[country] ?? COUNTRY_PAY.US!;
  const period = r.weighted(pay.periods);
  const annual = pay.annualBase * LEVEL_FACTOR[level] * scale * (0.85 + r.float() * 0.3);
  const perPeriod = annual / PERIODS_PER_YEAR[period];
  return {
    minimum: roundPosted(perPeriod * 0.9),
    maximum: roundPosted(perPeriod * (1.1 + r.float() * 0.15)),
    currency: pay.currency,
    period,
  };
}

/** Paid internships: a stipend, hourly where hourly pay is the norm, monthly elsewhere. */
export function internshipStipend(r: Random, country: string): Salary {
  const pay = COUNTRY_PAY[country] ?? COUNTRY_PAY.US!;
  const period: SalaryPeriod = pay.periods.some(([p]) => p === 'HOUR') ? 'HOUR' : 'MONTH';
  const perPeriod = (pay.annualBase * 0.45 * (0.9 + r.float() * 0.2)) / PERIODS_PER_YEAR[period];
  const value = roundPosted(perPeriod);
  return { minimum: value, maximum: value, currency: pay.currency, period };
}

import {
  billingCurrencyOf,
  MAX_AMOUNT,
  MIN_DONATION,
  SUGGESTED_DONATIONS,
  type BillingCurrency,
  type Lang,
} from '@opengood/contracts';
import { moneyLocale } from '@opengood/design-system';

/**
 * A visitor we know nothing of pays in their language's most likely currency. Portuguese → BRL: nearly
 * all Portuguese speakers online are in Brazil. Spanish → USD: Spain (EUR) and Mexico (MXN) are the only
 * Spanish-speaking countries with a currency of ours; across the rest of Latin America dollars are legal
 * tender (Ecuador, El Salvador, Panama) or the usual currency of online payments, so a dollar amount
 * surprises the fewest. The currency select always lets the donor change it.
 */
const CURRENCY_BY_LANG: Readonly<Record<Lang, BillingCurrency>> = { en: 'USD', es: 'USD', pt: 'BRL' };

/** The donor's currency: their country's (billingCurrencyOf) when it is known, else their language's. */
export function visitorCurrency(countryCode: string | null | undefined, lang: Lang): BillingCurrency {
  return countryCode ? billingCurrencyOf(countryCode) : CURRENCY_BY_LANG[lang];
}

/** The suggested gifts of a currency in its minor units (SUGGESTED_DONATIONS is in major units). */
export function suggestedAmounts(currency: BillingCurrency, lang: Lang): number[] {
  const { digits } = moneyLocale(lang, currency);
  return SUGGESTED_DONATIONS[currency].map((major) => major * 10 ** digits);
}

export type AmountProblem = 'REQUIRED' | 'AMOUNT_INVALID' | 'AMOUNT_TOO_SMALL' | 'AMOUNT_TOO_LARGE';

/**
 * Why an amount in minor units cannot be given, or null when it can. `null` is an empty box and NaN a
 * text that is not an amount (MoneyInput's values); the bounds are the api's (donationRequestSchema).
 */
export function amountProblem(minor: number | null): AmountProblem | null {
  if (minor === null) return 'REQUIRED';
  if (!Number.isInteger(minor) || minor <= 0) return 'AMOUNT_INVALID';
  if (minor < MIN_DONATION) return 'AMOUNT_TOO_SMALL';
  if (minor > MAX_AMOUNT) return 'AMOUNT_TOO_LARGE';
  return null;
}

import type { Lang, Money } from '@opengood/contracts';

/**
 * An amount in minor units in the page's language and its currency ("US$ 1,234.50", "1.234,50 €",
 * "R$ 1.234,50"): Intl knows each currency's minor digits (https://tc39.es/ecma402/#sec-currencydigits), so
 * the integer is divided by 10^digits, never handled as a float before this point.
 */
export function formatMoney({ amount, currency }: Money, lang: Lang): string {
  const format = new Intl.NumberFormat(lang, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

// Money typed by a person, read in the page's language: the value is an integer in the currency's minor
// units (cents), never a float. "1,234.50" in English and "1.234,50" in Spanish or Portuguese are both
// 123450 for a 2-decimal currency; Intl.NumberFormat says each language's separators and symbol.

export interface MoneyLocale {
  /** Decimal places of the currency's minor unit (2 for USD/EUR/BRL, 0 for JPY). */
  digits: number;
  decimal: string;
  group: string;
  /** The currency's symbol in this language (`$`, `US$`, `€`, `R$`). */
  symbol: string;
  /** Where the language writes the symbol. */
  symbolAt: 'start' | 'end';
  /** The currency's name, for screen readers ("US dollars"). */
  name: string;
}

const cache = new Map<string, MoneyLocale>();

export function moneyLocale(locale: string, currency: string): MoneyLocale {
  const key = `${locale}|${currency}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const withCurrency = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = withCurrency.resolvedOptions().maximumFractionDigits ?? 2;
  const parts = new Intl.NumberFormat(locale, { useGrouping: true, minimumFractionDigits: 1 }).formatToParts(
    1234567.5,
  );
  const money = withCurrency.formatToParts(1234.5);
  const symbolIndex = money.findIndex((p) => p.type === 'currency');
  const integerIndex = money.findIndex((p) => p.type === 'integer');
  let name = currency;
  try {
    name = new Intl.DisplayNames([locale], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    // An engine without display names: the ISO code reads well enough.
  }
  const result: MoneyLocale = {
    digits,
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    symbol: money[symbolIndex]?.value ?? currency,
    symbolAt: symbolIndex > integerIndex ? 'end' : 'start',
    name,
  };
  cache.set(key, result);
  return result;
}

/** 123450 → "1,234.50" (en, USD), "1234,50" (es, EUR), "1.234,50" (pt, BRL): the amount without symbol. */
export function formatMinorUnits(minor: number, locale: string, currency: string): string {
  const { digits } = moneyLocale(locale, currency);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/** 123450 → "$1,234.50": the amount with its currency, as a message or a table shows it. */
export function formatMoney(minor: number, locale: string, currency: string): string {
  const { digits } = moneyLocale(locale, currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
}

export type MoneyParse =
  { ok: true; value: number | null } | { ok: false; error: 'AMOUNT_INVALID' | 'AMOUNT_TOO_PRECISE' };

const SPACES = /[\s\u00a0\u202f]/g;
const grouped = (integer: string, sep: string) =>
  integer.split(sep).every((g, i) => (i === 0 ? /^\d{1,3}$/.test(g) : /^\d{3}$/.test(g)));

/**
 * What a person typed, as minor units: null for nothing, else the amount or why it is not one. Accepts the
 * language's separators with or without grouping ("1234,5", "1.234,50" in es), the currency's symbol or
 * code, spaces; and, forgivingly, the other separator as the decimal point when it cannot be grouping
 * ("12.5" in es is 12,50: nobody groups one digit). Negative amounts only with `allowNegative`.
 */
export function parseMoney(
  text: string,
  locale: string,
  currency: string,
  { allowNegative = false }: { allowNegative?: boolean } = {},
): MoneyParse {
  const fmt = moneyLocale(locale, currency);
  let t = text
    .split(fmt.symbol)
    .join('')
    .replace(new RegExp(currency, 'gi'), '')
    .replace(/\p{Sc}/gu, '')
    .replace(SPACES, '');
  if (t === '') return { ok: true, value: null };
  let sign = 1;
  if (/^[-−]/.test(t)) {
    if (!allowNegative) return { ok: false, error: 'AMOUNT_INVALID' };
    sign = -1;
    t = t.slice(1);
  }
  if (!/^[\d.,]+$/.test(t) || !/\d/.test(t)) return { ok: false, error: 'AMOUNT_INVALID' };
  const decimal = fmt.decimal;
  // A language that groups with a space (removed above) still never writes the other mark in a number.
  const other = decimal === ',' ? '.' : ',';
  let integer = t;
  let fraction = '';
  if (t.includes(decimal)) {
    const at = t.lastIndexOf(decimal);
    integer = t.slice(0, at);
    fraction = t.slice(at + 1);
    if (fraction.includes(other) || integer.includes(decimal)) return { ok: false, error: 'AMOUNT_INVALID' };
    if (integer.includes(other) && !grouped(integer, other)) return { ok: false, error: 'AMOUNT_INVALID' };
    integer = integer.split(other).join('');
  } else if (t.includes(other)) {
    const pieces = t.split(other);
    const last = pieces[pieces.length - 1] ?? '';
    if (pieces.length === 2 && last.length !== 3 && last.length >= 1 && fmt.digits > 0) {
      integer = pieces[0] ?? '';
      fraction = last;
    } else if (grouped(t, other)) {
      integer = pieces.join('');
    } else {
      return { ok: false, error: 'AMOUNT_INVALID' };
    }
  }
  if (integer === '') integer = '0';
  if (!/^\d+$/.test(integer) || !/^\d*$/.test(fraction)) return { ok: false, error: 'AMOUNT_INVALID' };
  if (fraction.length > fmt.digits) {
    if (/^0*$/.test(fraction.slice(fmt.digits))) fraction = fraction.slice(0, fmt.digits);
    else return { ok: false, error: 'AMOUNT_TOO_PRECISE' };
  }
  const minor = Number(integer + fraction.padEnd(fmt.digits, '0'));
  if (!Number.isSafeInteger(minor)) return { ok: false, error: 'AMOUNT_INVALID' };
  return { ok: true, value: sign * minor || 0 };
}

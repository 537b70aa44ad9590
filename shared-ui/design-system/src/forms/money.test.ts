import { formatMinorUnits, formatMoney, moneyLocale, parseMoney } from './money';

const ok = (value: number | null) => ({ ok: true, value });

describe('parseMoney', () => {
  it.each([
    ['1,234.50', 123450],
    ['1234.5', 123450],
    ['$1,234.50', 123450],
    ['1,234', 123400],
    ['12,50', 1250], // one comma that cannot be grouping: a decimal mark typed the other way
    ['0.5', 50],
    ['.75', 75],
    [' 1 234.50 ', 123450],
    ['1,234,567.89', 123456789],
    ['USD 10', 1000],
  ])('reads %j in English as %i cents', (text, cents) => {
    expect(parseMoney(text, 'en', 'USD')).toEqual(ok(cents));
  });

  it.each([
    ['1.234,50', 123450],
    ['1234,5', 123450],
    ['1.234', 123400],
    ['12.5', 1250],
    ['1.234.567,89', 123456789],
    ['1234,50 €', 123450],
  ])('reads %j in Spanish as %i cents', (text, cents) => {
    expect(parseMoney(text, 'es', 'EUR')).toEqual(ok(cents));
  });

  it.each([
    ['1.234,50', 123450],
    ['R$ 1.234,50', 123450],
    ['10', 1000],
  ])('reads %j in Portuguese as %i centavos', (text, cents) => {
    expect(parseMoney(text, 'pt', 'BRL')).toEqual(ok(cents));
  });

  it('is null for nothing, and says why text is not an amount', () => {
    expect(parseMoney('  ', 'en', 'USD')).toEqual(ok(null));
    expect(parseMoney('abc', 'en', 'USD')).toEqual({ ok: false, error: 'AMOUNT_INVALID' });
    expect(parseMoney('1.234,50', 'en', 'USD')).toEqual({ ok: false, error: 'AMOUNT_INVALID' });
    expect(parseMoney('1,23,4', 'en', 'USD')).toEqual({ ok: false, error: 'AMOUNT_INVALID' });
    expect(parseMoney('12.345', 'en', 'USD')).toEqual({ ok: false, error: 'AMOUNT_TOO_PRECISE' });
    expect(parseMoney('12.500', 'en', 'USD')).toEqual(ok(1250));
    expect(parseMoney('-5', 'en', 'USD')).toEqual({ ok: false, error: 'AMOUNT_INVALID' });
    expect(parseMoney('-5', 'en', 'USD', { allowNegative: true })).toEqual(ok(-500));
  });

  it('knows a currency without minor units', () => {
    expect(moneyLocale('en', 'JPY').digits).toBe(0);
    expect(parseMoney('1,234', 'en', 'JPY')).toEqual(ok(1234));
    expect(parseMoney('12.5', 'en', 'JPY')).toEqual({ ok: false, error: 'AMOUNT_TOO_PRECISE' });
  });
});

describe('formatting', () => {
  it('writes minor units the language way', () => {
    expect(formatMinorUnits(123450, 'en', 'USD')).toBe('1,234.50');
    expect(formatMinorUnits(123456789, 'es', 'EUR')).toBe('1.234.567,89');
    expect(formatMinorUnits(123450, 'pt', 'BRL')).toBe('1.234,50');
    expect(formatMinorUnits(5, 'en', 'USD')).toBe('0.05');
  });

  it('with the currency, and round-trips what it writes', () => {
    expect(formatMoney(100, 'en', 'USD')).toBe('$1.00');
    expect(formatMoney(123450, 'pt', 'BRL').replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    for (const [lang, currency] of [
      ['en', 'USD'],
      ['es', 'EUR'],
      ['pt', 'BRL'],
    ] as const) {
      for (const cents of [0, 7, 99, 100, 123450, 98765432]) {
        expect(parseMoney(formatMinorUnits(cents, lang, currency), lang, currency)).toEqual(ok(cents));
        expect(parseMoney(formatMoney(cents, lang, currency), lang, currency)).toEqual(ok(cents));
      }
    }
  });

  it('knows where each language puts the symbol', () => {
    expect(moneyLocale('en', 'USD')).toMatchObject({
      symbol: '$',
      symbolAt: 'start',
      decimal: '.',
      group: ',',
    });
    expect(moneyLocale('es', 'EUR')).toMatchObject({
      symbol: '€',
      symbolAt: 'end',
      decimal: ',',
      group: '.',
    });
    expect(moneyLocale('pt', 'BRL')).toMatchObject({ symbol: 'R$', symbolAt: 'start', decimal: ',' });
  });
});

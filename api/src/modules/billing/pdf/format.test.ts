import { countryName, formatDate, formatMoney, printable } from './format';

describe('formatMoney', () => {
  it('turns minor units into the currency written the language’s way', () => {
    expect(formatMoney({ amount: 123456, currency: 'USD' }, 'en')).toBe('$1,234.56');
    expect(printable(formatMoney({ amount: 123456, currency: 'EUR' }, 'es'))).toBe('1234,56\u00a0€');
    expect(printable(formatMoney({ amount: 123456, currency: 'BRL' }, 'pt'))).toBe('R$\u00a01.234,56');
    expect(printable(formatMoney({ amount: 5, currency: 'MXN' }, 'es'))).toBe('0,05\u00a0MXN');
  });

  it('writes a refund negative', () => {
    expect(formatMoney({ amount: -990, currency: 'GBP' }, 'en')).toBe('-£9.90');
  });
});

describe('formatDate', () => {
  it('prints the UTC day, not the server’s', () => {
    expect(formatDate('2026-12-31T23:59:00.000Z', 'pt')).toBe('31 de dezembro de 2026');
    expect(formatDate('2026-01-01T00:30:00.000+02:00', 'en')).toBe('December 31, 2025');
  });
});

describe('countryName', () => {
  it('names the country in the language, or keeps an unknown code', () => {
    expect(countryName('MX', 'pt')).toBe('México');
    expect(countryName('ES', 'en')).toBe('Spain');
    expect(countryName('QQ', 'en')).toBe('QQ');
  });
});

describe('printable', () => {
  it('keeps what WinAnsi Helvetica draws: Latin-1 accents and typographic signs', () => {
    const text = 'Doação – “Año” ñ ç ã é ü ß € • … ‘x’ Œuvre';
    expect(printable(text)).toBe(text);
  });

  it('replaces the rest: spaces and dashes by their plain forms, letters by their base, others by "?"', () => {
    expect(printable('10:30\u202fPM\u2009–\u2212 1')).toBe('10:30\u00a0PM –- 1');
    expect(printable('Győr Łódź')).toBe('Gyor ?ódz');
    expect(printable('東京 🌍')).toBe('?? ?');
    expect(printable('a\nb')).toBe('a b');
  });
});

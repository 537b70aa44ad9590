import { formatDate, formatMoney, formatPlace, formatSalary } from './format';

describe('listing formatting', () => {
  it('formats a place from its text, else from its parts', () => {
    expect(formatPlace(null)).toBe('');
    const base = { latitude: 1, longitude: 2, city: 'Austin', stateCode: 'TX', countryCode: 'US' };
    expect(formatPlace({ ...base, text: '' })).toBe('Austin, TX, US');
    expect(formatPlace({ ...base, text: 'Austin, Texas' })).toBe('Austin, Texas');
  });

  it('formats money and salary ranges per language', () => {
    expect(formatMoney(50000, 'USD', 'en')).toBe('$50,000');
    expect(formatSalary({ minimum: 40000, maximum: 50000, currency: 'USD', period: 'YEAR' }, 'en')).toBe(
      '$40,000 – $50,000',
    );
    expect(formatMoney(3000, 'BRL', 'pt')).toMatch(/R\$\s?3\.000/);
  });

  it('formats dates in UTC whatever the machine zone', () => {
    expect(formatDate('2026-11-01T23:30:00Z', 'en')).toBe('Nov 1, 2026');
    expect(formatDate(null, 'es')).toBe('');
  });
});

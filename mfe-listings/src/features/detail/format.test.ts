import { dateRange } from './format';

describe('dateRange', () => {
  it('one day with its hours, in UTC, with plain spaces only (the same text from any ICU: hydration)', () => {
    const text = dateRange('2026-11-28T11:00:00Z', '2026-11-28T15:00:00Z', 'en')!;
    expect(text).toMatch(/^Saturday, November 28, 2026, 11:00 AM – 3:00 PM$/);
    expect(text).not.toMatch(/[\u00a0\u2009\u202f]/);
  });

  it('a range of days in the page’s language', () => {
    const text = dateRange('2026-12-21T00:00:00Z', '2027-01-22T00:00:00Z', 'pt')!;
    expect(text).toBe('21 de dez. de 2026 – 22 de jan. de 2027');
  });

  it('a start or an end alone, and nothing without either', () => {
    expect(dateRange('2026-03-12T09:30:00Z', null, 'es')).toMatch(/12 de marzo de 2026/);
    expect(dateRange(null, null, 'en')).toBeNull();
  });
});

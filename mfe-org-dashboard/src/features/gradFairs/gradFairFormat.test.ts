import { formatFairDay, formatFairDeadline, formatFairWhen } from './gradFairFormat';

// Dates in the page's language and the fair's own time zone (docs/product/grad-fairs.md#dates).
const newYork = {
  startsAt: '2026-12-15T15:00:00.000Z',
  endsAt: '2026-12-15T21:00:00.000Z',
  timeZone: 'America/New_York',
  registrationDeadline: '2026-12-08T15:00:00.000Z',
};

/** ICU puts narrow and thin no-break spaces around times and ranges: compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('a fair’s dates', () => {
  it('says the day and hours where the fair is, in each language', () => {
    expect(plain(formatFairWhen(newYork, 'en'))).toBe('Tuesday, December 15, 2026, 10:00 AM – 4:00 PM EST');
    expect(plain(formatFairWhen(newYork, 'es'))).toMatch(
      /^martes, 15 de diciembre de 2026, 10:00\s?[–-]\s?16:00/,
    );
    expect(formatFairWhen(newYork, 'pt')).toMatch(/^terça-feira, 15 de dezembro de 2026/);
    // São Paulo's 10:00 is 10:00 for everyone going, wherever the page is read.
    const saoPaulo = {
      ...newYork,
      startsAt: '2026-12-15T13:00:00Z',
      endsAt: '2026-12-16T19:00:00Z',
      timeZone: 'America/Sao_Paulo',
    };
    expect(plain(formatFairWhen(saoPaulo, 'pt'))).toMatch(
      /15 de dezembro de 2026 às 10:00 .* 16 de dezembro de 2026 às 16:00/,
    );
  });

  it('says the deadline and the day alone', () => {
    expect(plain(formatFairDeadline(newYork, 'en'))).toBe('December 8, 2026 at 10:00 AM EST');
    expect(formatFairDay(newYork.startsAt, newYork.timeZone, 'pt')).toBe('15 de dez. de 2026');
    // Late in the evening in New York is already the next day in UTC: the fair's day is New York's.
    expect(formatFairDay('2026-12-16T03:00:00Z', 'America/New_York', 'en')).toBe('Dec 15, 2026');
  });
});

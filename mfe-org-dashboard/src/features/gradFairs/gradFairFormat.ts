import type { GradFair, Lang } from '@opengood/contracts';

// A fair's dates as its page shows them (docs/product/grad-fairs.md#dates): in the page's language and in
// the fair's own time zone (10:00 in São Paulo is 10:00 for everyone going), with the zone named.

const WHEN: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** "Tuesday, December 15, 2026, 10:00 AM – 4:00 PM EST"; a fair over several days names both. */
export function formatFairWhen(fair: Pick<GradFair, 'startsAt' | 'endsAt' | 'timeZone'>, lang: Lang): string {
  const format = new Intl.DateTimeFormat(lang, { ...WHEN, timeZone: fair.timeZone });
  return format.formatRange(new Date(fair.startsAt), new Date(fair.endsAt));
}

/** The day alone, short ("Dec 15, 2026"), in the fair's time zone. */
export function formatFairDay(iso: string, timeZone: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

/** The registration deadline: the day and hour in the fair's time zone ("December 8, 2026, 10:00 AM EST"). */
export function formatFairDeadline(fair: Pick<GradFair, 'registrationDeadline' | 'timeZone'>, lang: Lang) {
  return new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: fair.timeZone,
  }).format(new Date(fair.registrationDeadline));
}

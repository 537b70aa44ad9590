import type { Lang } from '@opengood/contracts';

/** A date in the page's language ("3 Dec 2026", "3 dic 2026", "3 de dez. de 2026"). */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

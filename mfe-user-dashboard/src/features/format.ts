import type { Lang } from '@opengood/contracts';

// Dates and sizes in the page's language (Intl, no library).

const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-ES', pt: 'pt-BR' };

export function formatDate(lang: Lang, iso: string): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** A `YYYY-MM` month as "March 2024" / "marzo de 2024" / "março de 2024". */
export function formatMonth(lang: Lang, month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALES[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, m! - 1, 1)),
  );
}

export function formatBytes(lang: Lang, bytes: number): string {
  const kb = bytes / 1024;
  const nf = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: kb >= 1024 ? 1 : 0 });
  return kb >= 1024 ? `${nf.format(kb / 1024)} MB` : `${nf.format(Math.max(1, kb))} KB`;
}

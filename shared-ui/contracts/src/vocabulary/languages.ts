/** docs/product/constants.md#languages: the three languages of the product; English is the default and the fallback. */
export const LANGS = ['en', 'es', 'pt'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The BCP 47 locale each language formats dates, money and numbers with. */
export const INTL_LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-ES', pt: 'pt-BR' };

/** Full-text search configuration of each language in PostgreSQL. */
export const TEXT_SEARCH_CONFIGS: Record<Lang, 'english' | 'spanish' | 'portuguese'> = {
  en: 'english',
  es: 'spanish',
  pt: 'portuguese',
};

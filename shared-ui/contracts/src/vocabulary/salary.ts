import type { Lang } from './languages';

/** The salary explorer's country when none is asked for: each language starts on its biggest market. */
export const SALARY_DEFAULT_COUNTRY: Readonly<Record<Lang, string>> = { en: 'US', es: 'MX', pt: 'BR' };

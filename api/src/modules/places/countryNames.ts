import { INTL_LOCALES, LANGS, type Lang } from '@opengood/contracts';

// The runtime's CLDR data (Node ships full ICU) names every ISO 3166-1 country in every language.
const displayNames = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    new Intl.DisplayNames([INTL_LOCALES[lang]], { type: 'region', fallback: 'none' }),
  ]),
) as Record<Lang, Intl.DisplayNames>;

/** "Canadá" for CA in pt; null for a code CLDR does not know (then the caller shows the code). */
export function countryName(countryCode: string, lang: Lang): string | null {
  try {
    return displayNames[lang].of(countryCode) ?? null;
  } catch {
    return null; // not a well-formed region code
  }
}

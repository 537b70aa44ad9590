import { INTL_LOCALES, type Lang, type Money } from '@opengood/contracts';

// Money, dates, countries and text as the printed documents show them, in the document's language.

/**
 * `money` (integer minor units) as the language writes that currency: the minor units become major ones by
 * the currency's own number of fraction digits (ISO 4217, as Intl knows it), so no float ever holds money
 * before this last step.
 */
export function formatMoney(money: Money, lang: Lang): string {
  const format = new Intl.NumberFormat(INTL_LOCALES[lang], { style: 'currency', currency: money.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(money.amount / 10 ** digits);
}

/** The calendar day of `iso`, in UTC (the day the api recorded, whatever the reader's zone). */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** A country's name in the language (`BR` → "Brasil" in pt), or the code itself when unknown. */
export function countryName(code: string, lang: Lang): string {
  try {
    return new Intl.DisplayNames([INTL_LOCALES[lang]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

// pdfkit's built-in Helvetica is a standard Type 1 font in WinAnsiEncoding (PDF 32000-1:2008, 9.6.6 and
// Annex D.2): Latin-1 plus a few typographic signs (€, “ ”, ‘ ’, –, —, •, …). pdfkit writes any other
// character's UTF-16 code as if it were WinAnsi bytes, i.e. garbage (U+202F, which Intl puts before "PM"
// and in some currency formats, would print as " /"). So every string is brought into WinAnsi first.
const WIN_ANSI_EXTRA = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018,
  0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac,
  0x2122,
]);
const SUBSTITUTES: Record<number, string> = {
  0x2007: '\u00a0', // figure space
  0x2009: ' ', // thin space
  0x200a: ' ',
  0x202f: '\u00a0', // narrow no-break space (Intl: "10:30 PM", "1 234,00 €" in some locales)
  0x2010: '-',
  0x2011: '-',
  0x2212: '-', // minus sign
  0x2032: "'",
  0x2033: '"',
};

const isWinAnsi = (code: number) =>
  (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);

/**
 * `text` in characters Helvetica can print: substitutes for spacing and dash variants, the base letter for
 * an accented letter outside Latin-1 (ő → o), and "?" for the rest (another script, an emoji). Names in
 * such scripts would need an embedded Unicode font; the platform's three languages never do.
 */
export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (isWinAnsi(code)) out += char;
    else if (code === 0x0a || code === 0x09) out += ' ';
    else if (SUBSTITUTES[code] !== undefined) out += SUBSTITUTES[code];
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every((c) => isWinAnsi(c.codePointAt(0)!)) ? base : '?';
    }
  }
  return out;
}

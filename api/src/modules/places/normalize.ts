/**
 * How names are compared: accents and case folded, punctuation as spaces ("São Paulo" and "sao-paulo"
 * both become "sao paulo"), so visitors find a place however they type it.
 */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

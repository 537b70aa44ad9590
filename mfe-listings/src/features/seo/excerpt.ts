const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** The description as plain text: listing descriptions may hold markup, a meta description must not. */
export function plainText(text: string): string {
  return (
    text
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      // A block's edge separates words; an inline element (<strong>trees</strong>.) does not.
      .replace(/<\/?(p|div|li|ul|ol|br|h[1-6]|blockquote|tr|td|th|table)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Search engines show about 155 characters of a meta description: cut at a word, never mid-word. */
export const EXCERPT_LENGTH = 155;

export function excerpt(text: string | null | undefined, max = EXCERPT_LENGTH): string | null {
  if (!text) return null;
  const line = plainText(text);
  if (line === '') return null;
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1).replace(/\s+\S*$/, '');
  return `${cut.replace(/[\s,;:.-]+$/, '')}…`;
}

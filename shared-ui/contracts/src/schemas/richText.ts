// Rich text (an organisation's description: docs/product/organisations.md#the-organisation): HTML limited
// to paragraphs, line breaks, lists, bold, italic and links. The api sanitises what it is sent to exactly
// these elements (sanitize-html) and answers only the sanitised HTML, so a page may render it as HTML;
// pages never render HTML they did not get from the api.

/** The elements rich text keeps; anything else is dropped (its text kept, unless it is a script or style). */
export const RICH_TEXT_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'a'] as const;
/** What a link in rich text carries: it does not pass the page's ranking on, nor a handle on the page. */
export const RICH_TEXT_LINK_REL = 'nofollow noopener';
/** A link's schemes; `javascript:`, `data:` and the rest are dropped with their link (the text stays). */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text of rich text as a reader sees it (tags removed, character references decoded, a paragraph or
 * list item break counted as one character): what the description's length limit counts. Exact on the
 * api's sanitised HTML; on anything else an estimate, which is enough for a form to warn early.
 */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<\/(p|li)>\s*<(p|li|ul|ol)\b[^>]*>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .trim();
}

/** How many characters of text the rich text holds (richTextToPlain, counted in code points). */
export function richTextLength(html: string): number {
  return [...richTextToPlain(html)].length;
}

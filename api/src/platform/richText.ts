import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_LINK_REL, RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from '@opengood/contracts';

// Rich text as the api keeps and answers it (docs/product/organisations.md#the-organisation): whatever HTML
// a client sends is sanitised here, on the server, to an allow-list (sanitize-html: a maintained parser,
// not a regular expression), so the pages may render the stored HTML as it is. Nothing of the input's
// markup survives outside the allow-list: no attribute but a link's href (http, https or mailto), no
// script or style (their content dropped too), no comments; b and i become strong and em, a link gets
// rel="nofollow noopener", a link to any other scheme (javascript:, data:) loses its href but keeps its text.

const LINK_SCHEMES: readonly string[] = RICH_TEXT_LINK_SCHEMES;

/** A link's href when its scheme is allowed (absolute http(s) or mailto), else null. */
function allowedHref(href: string | undefined): string | null {
  if (!href) return null;
  // Browsers ignore ASCII whitespace and control characters in a scheme ("java\tscript:"); so do we, by
  // parsing it as they do.
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return null;
  }
  return LINK_SCHEMES.includes(url.protocol.slice(0, -1)) ? url.href : null;
}

const EMPTY_DROPPED = new Set(['p', 'li', 'ul', 'ol', 'strong', 'em', 'a']);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Their content is not text a reader wrote: dropped with the element.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'title'],
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    div: 'p',
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      const href = allowedHref(attribs.href);
      // A link to a refused scheme keeps its text in an <a> with no href: not a link, nor focusable. (It
      // stays an `a`: sanitize-html closes a transformed tag by the name its last transform gave.)
      if (!href) return { tagName: 'a', attribs: {} };
      return { tagName: 'a', attribs: { href, rel: RICH_TEXT_LINK_REL } };
    },
  },
  // Elements left with no text in them ("<p></p>", "<li> </li>", a link around nothing) say nothing.
  exclusiveFilter: (frame) => EMPTY_DROPPED.has(frame.tag) && frame.text.trim() === '',
};

/**
 * The HTML a client sent, sanitised to the rich-text allow-list; '' when it holds no text. Idempotent:
 * sanitising the answer again gives the answer.
 */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  // Empty lists and markup without any text ("<p><br></p>", an editor's empty document) are no description.
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).replace(/\s|&nbsp;/g, '');
  return text === '' ? '' : clean;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as rich text: paragraphs at blank lines, single line breaks kept (<br>), characters escaped. */
export function plainTextToRichText(text: string): string {
  const paragraphs = text
    .trim()
    .split(/[ \t]*\r?\n(?:[ \t]*\r?\n)+[ \t]*/)
    .filter((p) => p.trim() !== '');
  return paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`).join('');
}

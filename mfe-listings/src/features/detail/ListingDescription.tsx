import styled from 'styled-components';

const Plain = styled.div`
  white-space: pre-line;
  max-width: 72ch;
  line-height: 1.6;
`;

const Rich = styled.div`
  max-width: 72ch;
  line-height: 1.6;
  overflow-wrap: anywhere;
  p,
  ul,
  ol {
    margin: 0 0 12px;
  }
  ul,
  ol {
    padding-left: 24px;
  }
`;

/**
 * A posted listing's description is the api's sanitised rich text (docs/product/organisations.md#posting-a-listing:
 * paragraphs and lists, which is how the editor's output always begins); a seeded or imported one is plain
 * text with blank lines between paragraphs.
 */
export function isRichText(description: string): boolean {
  return /^\s*<(p|ul|ol)[\s>]/i.test(description);
}

export function ListingDescription({ text }: { text: string }) {
  // Only the api's sanitised HTML is rendered as HTML (scripts, styles and attributes removed on the server).
  return isRichText(text) ? (
    <Rich data-testid="listing-description" dangerouslySetInnerHTML={{ __html: text }} />
  ) : (
    <Plain data-testid="listing-description">{text}</Plain>
  );
}

import type { BillingAddress, Lang } from '@opengood/contracts';
import { BOLD, FONT, INK, MARGIN, MUTED, type Pdf } from './document';
import { countryName, printable } from './format';
import type { Issuer } from './issuer';

// The pieces every printed document is laid out from: a header, labelled blocks, a table of amounts and
// paragraphs. Each takes a y and returns the y below what it drew, so that a document reads top to bottom.

const contentWidth = (pdf: Pdf) => pdf.doc.page.width - 2 * MARGIN;
const pageBottom = (pdf: Pdf) => pdf.doc.page.height - pdf.doc.page.margins.bottom;

/** The issuer's name on the left and the document's title on the right. */
export function header(pdf: Pdf, title: string): number {
  const { doc } = pdf;
  doc.font(BOLD).fontSize(20).fillColor(INK).text(printable(pdf.issuer.name), MARGIN, MARGIN);
  doc
    .font(BOLD)
    .fontSize(16)
    .text(printable(title), MARGIN, MARGIN + 3, { width: contentWidth(pdf), align: 'right' });
  const y = MARGIN + 34;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(pdf), y)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  return y + 14;
}

/** A small bold heading and the lines under it, in a column `width` wide at `x`. */
export function block(pdf: Pdf, x: number, y: number, width: number, label: string, lines: string[]) {
  const { doc } = pdf;
  doc.font(BOLD).fontSize(9).fillColor(MUTED).text(printable(label).toUpperCase(), x, y, { width });
  doc.font(FONT).fontSize(10).fillColor(INK);
  for (const line of lines) doc.text(printable(line), x, doc.y + 1, { width });
  return doc.y;
}

/** "label: value" rows, the label muted, in a column `width` wide at `x`. */
export function facts(pdf: Pdf, x: number, y: number, width: number, rows: [string, string][]) {
  const { doc } = pdf;
  let bottom = y;
  for (const [label, value] of rows) {
    doc
      .font(BOLD)
      .fontSize(9)
      .fillColor(MUTED)
      .text(printable(label), x, bottom, { width: width * 0.45 });
    const labelEnd = doc.y;
    doc
      .font(FONT)
      .fontSize(10)
      .fillColor(INK)
      .text(printable(value), x + width * 0.45, bottom, { width: width * 0.55, align: 'right' });
    bottom = Math.max(labelEnd, doc.y) + 3;
  }
  return bottom;
}

/** The issuer's lines: legal name, address, country, tax id and email. */
export function issuerLines(issuer: Issuer, lang: Lang, taxIdLabel: (taxId: string) => string) {
  return [
    issuer.legalName,
    ...issuer.addressLines,
    countryName(issuer.country, lang),
    taxIdLabel(issuer.taxId),
    issuer.email,
  ];
}

// Countries that write "City, Region Postcode" on one line; elsewhere the postcode comes before the city
// (as in Spain, Portugal, Brazil and Mexico), and the region on a line of its own.
const CITY_FIRST = new Set(['US', 'CA', 'AU', 'GB', 'IE']);

/** A billing address as its lines, its country named in the document's language. */
export function addressLines(address: BillingAddress, lang: Lang, taxIdLabel: (taxId: string) => string) {
  const place = CITY_FIRST.has(address.country)
    ? [[address.city, address.region].filter(Boolean).join(', '), address.postalCode]
        .filter(Boolean)
        .join(' ')
    : [address.postalCode, address.city].filter(Boolean).join(' ');
  return [
    address.name,
    address.line1,
    address.line2,
    place,
    CITY_FIRST.has(address.country) ? null : address.region,
    countryName(address.country, lang),
    address.taxId ? taxIdLabel(address.taxId) : null,
    address.email,
  ].filter((line): line is string => Boolean(line));
}

export interface AmountRow {
  text: string;
  amount: string;
}

/** A two-column table (description, amount) with its header and a bold total row; breaks across pages. */
export function amountsTable(
  pdf: Pdf,
  y: number,
  headings: AmountRow,
  rows: AmountRow[],
  total: AmountRow,
): number {
  const { doc } = pdf;
  const width = contentWidth(pdf);
  const amountWidth = 130;
  const textWidth = width - amountWidth - 10;
  const rule = (at: number, weight: number) =>
    doc
      .moveTo(MARGIN, at)
      .lineTo(MARGIN + width, at)
      .lineWidth(weight)
      .strokeColor(weight > 0.5 ? INK : MUTED)
      .stroke();
  const row = (at: number, cells: AmountRow, font: string, size: number) => {
    doc.font(font).fontSize(size).fillColor(INK);
    const text = printable(cells.text);
    const height = Math.max(doc.heightOfString(text, { width: textWidth }), size);
    doc.text(text, MARGIN, at, { width: textWidth });
    doc.text(printable(cells.amount), MARGIN + textWidth + 10, at, { width: amountWidth, align: 'right' });
    return at + height;
  };
  const head = (at: number) => {
    doc.font(BOLD).fontSize(9).fillColor(MUTED);
    doc.text(printable(headings.text).toUpperCase(), MARGIN, at, { width: textWidth });
    doc.text(printable(headings.amount).toUpperCase(), MARGIN + textWidth + 10, at, {
      width: amountWidth,
      align: 'right',
    });
    rule(at + 13, 1);
    return at + 20;
  };

  let at = head(y);
  for (const cells of rows) {
    doc.font(FONT).fontSize(10);
    if (at + doc.heightOfString(printable(cells.text), { width: textWidth }) + 8 > pageBottom(pdf)) {
      doc.addPage();
      at = head(MARGIN);
    }
    at = row(at, cells, FONT, 10) + 4;
    rule(at, 0.3);
    at += 6;
  }
  if (at + 40 > pageBottom(pdf)) {
    doc.addPage();
    at = MARGIN;
  }
  rule(at - 6, 1);
  return row(at + 2, total, BOLD, 12) + 16;
}

/** A paragraph across the page; `muted` for fine print. */
export function paragraph(
  pdf: Pdf,
  y: number,
  text: string,
  options: { muted?: boolean; bold?: boolean } = {},
) {
  const { doc } = pdf;
  doc
    .font(options.bold ? BOLD : FONT)
    .fontSize(options.muted ? 9 : 10)
    .fillColor(options.muted ? MUTED : INK);
  doc.text(printable(text), MARGIN, y, { width: contentWidth(pdf) });
  return doc.y + 8;
}

/** Two columns side by side: what each draws starts at `y`; the lower bottom is returned. */
export function columns(
  pdf: Pdf,
  y: number,
  left: (x: number, width: number) => number,
  right: (x: number, width: number) => number,
) {
  const half = (contentWidth(pdf) - 30) / 2;
  const a = left(MARGIN, half);
  const b = right(MARGIN + half + 30, half);
  return Math.max(a, b) + 18;
}

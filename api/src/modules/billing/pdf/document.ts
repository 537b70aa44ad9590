import PDFDocument from 'pdfkit';
import { INTL_LOCALES, type Lang } from '@opengood/contracts';
import type { TFunction } from 'i18next';
import type { Issuer } from './issuer';
import { printable } from './format';

// One printed document: an A4 page set in pdfkit's built-in Helvetica (nothing to embed, text extractable),
// its metadata, a footer on every page, and the finished file as a Buffer.

export const MARGIN = 50;
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const INK = '#1f2328';
export const MUTED = '#57606a';

export interface Pdf {
  doc: PDFKit.PDFDocument;
  t: TFunction;
  lang: Lang;
  issuer: Issuer;
  /** Ends the document (footers written) and resolves with its bytes. */
  finish(): Promise<Buffer>;
}

export function createPdf(options: {
  title: string;
  subject: string;
  t: TFunction;
  lang: Lang;
  issuer: Issuer;
}): Pdf {
  const { t, lang, issuer } = options;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // Pages are kept until the end so that each footer can say "page n of m".
    bufferPages: true,
    // /Lang and a displayed title: what screen readers and PDF viewers announce (PDF 32000-1, 14.9.2).
    lang: INTL_LOCALES[lang],
    displayTitle: true,
    info: { Title: printable(options.title), Author: issuer.name, Subject: printable(options.subject) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font(FONT).fontSize(10).fillColor(INK);
  return {
    doc,
    t,
    lang,
    issuer,
    finish: () => {
      writeFooters(doc, t, issuer);
      doc.end();
      return done;
    },
  };
}

function writeFooters(doc: PDFKit.PDFDocument, t: TFunction, issuer: Issuer) {
  const { start, count } = doc.bufferedPageRange();
  const footer = printable(
    t('document.footer', { legalName: issuer.legalName, website: issuer.website, email: issuer.email }),
  );
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { width, height } = doc.page;
    // Below the bottom margin pdfkit would open a new page for the text: lift the margin while writing.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = height - MARGIN + 14;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(width - MARGIN, y - 6)
      .lineWidth(0.5)
      .strokeColor(MUTED)
      .stroke();
    doc.font(FONT).fontSize(8).fillColor(MUTED);
    doc.text(footer, MARGIN, y, { width: width - 2 * MARGIN - 80, lineBreak: false });
    doc.text(printable(t('document.page', { page: i - start + 1, pages: count })), width - MARGIN - 80, y, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

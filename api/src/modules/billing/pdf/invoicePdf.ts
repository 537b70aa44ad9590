import type { Invoice, InvoiceLine, Lang } from '@opengood/contracts';
import type { TFunction } from 'i18next';
import { addressLines, amountsTable, block, columns, facts, header, issuerLines, paragraph } from './blocks';
import type { PaidCard } from './card';
import { createPdf } from './document';
import { formatDate, formatMoney } from './format';
import { pdfT } from './i18n';
import { ISSUER, type Issuer } from './issuer';

export interface InvoicePdfInput {
  org: { id: number; name: string };
  invoice: Invoice;
  /** The seller printed on it; the platform's nonprofit unless told otherwise. */
  platform?: Issuer;
  /** The card that paid it, when known (the invoice's payment). */
  card?: PaidCard | null;
}

/** An invoice line's description: the listing's type and title, or the pack and its credits. */
export function lineText(line: InvoiceLine, t: TFunction): string {
  return line.kind === 'LISTING'
    ? t('invoice.line_LISTING', { type: t(`listingType.${line.listingType}`), title: line.title })
    : t('invoice.line_PACK', { count: line.credits });
}

/** What an invoice's status says, and the note under its lines. */
function statusTexts(invoice: Invoice, t: TFunction, lang: Lang) {
  const creditNote = invoice.creditNoteNumber ?? '';
  switch (invoice.status) {
    case 'PAID':
      return {
        status: t('invoice.statusPAID'),
        note: invoice.paid ? t('invoice.notePAID', { date: formatDate(invoice.paid, lang) }) : null,
      };
    case 'REFUNDED':
      return {
        status: t('invoice.statusREFUNDED'),
        note: t('invoice.noteREFUNDED', { creditNote }),
      };
    case 'VOID':
      return { status: t('invoice.statusVOID'), note: t('invoice.noteVOID') };
    case 'OPEN':
      return { status: t('invoice.statusOPEN'), note: t('invoice.noteOPEN') };
  }
}

/**
 * The printable invoice (GET /invoices/{id}): seller, the organisation it is billed to, number, dates,
 * status, lines and total in the invoice's currency, formatted for `lang`. An OPEN invoice has no number
 * yet (numbers are given on payment, gap-free): it prints as a pro forma under its reference.
 */
export function renderInvoicePdf(input: InvoicePdfInput, lang: Lang): Promise<Buffer> {
  const { org, invoice, card } = input;
  const issuer = input.platform ?? ISSUER;
  const t = pdfT(lang);
  const numbered = invoice.number !== null;
  const title = numbered ? t('invoice.title') : t('invoice.titleProForma');
  const reference = invoice.number ?? `#${invoice.id}`;
  const pdf = createPdf({
    title: `${title} ${reference}`,
    subject: `${title} ${reference} – ${org.name}`,
    t,
    lang,
    issuer,
  });
  const taxId = (value: string) => t('document.taxId', { taxId: value });
  const money = (amount: number) => formatMoney({ amount, currency: invoice.total.currency }, lang);
  const { status, note } = statusTexts(invoice, t, lang);

  let y = header(pdf, title);
  y = columns(
    pdf,
    y,
    (x, width) => block(pdf, x, y, width, t('invoice.seller'), issuerLines(issuer, lang, taxId)),
    (x, width) =>
      facts(pdf, x, y, width, [
        [numbered ? t('invoice.number') : t('invoice.reference'), reference],
        [t('invoice.issued'), formatDate(invoice.created, lang)],
        ...(invoice.paid ? [[t('invoice.paid'), formatDate(invoice.paid, lang)] as [string, string]] : []),
        [t('invoice.status'), status],
        ...(invoice.creditNoteNumber
          ? [[t('invoice.creditNote'), invoice.creditNoteNumber] as [string, string]]
          : []),
      ]),
  );
  const billedTo = invoice.billingAddress
    ? addressLines(invoice.billingAddress, lang, taxId)
    : [t('invoice.noBillingAddress', { org: org.name })];
  if (invoice.billingAddress && invoice.billingAddress.name !== org.name)
    billedTo.push(t('invoice.organisation', { org: org.name }));
  y = block(pdf, pdf.doc.page.margins.left, y, 300, t('invoice.billedTo'), billedTo) + 20;

  y = amountsTable(
    pdf,
    y,
    { text: t('invoice.description'), amount: t('invoice.amount') },
    invoice.lines.map((line) => ({ text: lineText(line, t), amount: money(line.amount) })),
    { text: t('invoice.total', { currency: invoice.total.currency }), amount: money(invoice.total.amount) },
  );
  if (card && invoice.status !== 'OPEN')
    y = paragraph(pdf, y, t('invoice.paidWith', { brand: t(`cardBrand.${card.brand}`), last4: card.last4 }));
  if (note) paragraph(pdf, y, note, { muted: invoice.status !== 'PAID' });
  return pdf.finish();
}

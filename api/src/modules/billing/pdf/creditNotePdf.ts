import type { Invoice, Lang } from '@opengood/contracts';
import { addressLines, amountsTable, block, columns, facts, header, issuerLines, paragraph } from './blocks';
import type { PaidCard } from './card';
import { createPdf } from './document';
import { formatDate, formatMoney } from './format';
import { pdfT } from './i18n';
import { lineText } from './invoicePdf';
import { ISSUER, type Issuer } from './issuer';

export interface CreditNotePdfInput {
  org: { id: number; name: string };
  /** A REFUNDED invoice: it carries the credit note's number. */
  invoice: Invoice;
  /** When the refund was made (the payment's `refunded`). */
  refunded: string;
  platform?: Issuer;
  /** The card the refund went back to, when known. */
  card?: PaidCard | null;
}

/**
 * The credit note of a refunded invoice: it cancels the invoice (whose number stays used: numbering is
 * gap-free), so it names that invoice and repeats its lines with the amounts negative. Refunds are whole
 * (a staff refund returns the payment), so the refunded total is the invoice's.
 */
export function renderCreditNotePdf(input: CreditNotePdfInput, lang: Lang): Promise<Buffer> {
  const { org, invoice, refunded, card } = input;
  if (invoice.status !== 'REFUNDED' || !invoice.creditNoteNumber || !invoice.number)
    throw new RangeError(`invoice ${invoice.id} has no credit note: it is ${invoice.status}`);
  const issuer = input.platform ?? ISSUER;
  const t = pdfT(lang);
  const title = t('creditNote.title');
  const pdf = createPdf({
    title: `${title} ${invoice.creditNoteNumber}`,
    subject: `${title} ${invoice.creditNoteNumber} – ${invoice.number} – ${org.name}`,
    t,
    lang,
    issuer,
  });
  const taxId = (value: string) => t('document.taxId', { taxId: value });
  const money = (amount: number) => formatMoney({ amount: -amount, currency: invoice.total.currency }, lang);

  let y = header(pdf, title);
  y = columns(
    pdf,
    y,
    (x, width) => block(pdf, x, y, width, t('invoice.seller'), issuerLines(issuer, lang, taxId)),
    (x, width) =>
      facts(pdf, x, y, width, [
        [t('creditNote.number'), invoice.creditNoteNumber!],
        [t('creditNote.issued'), formatDate(refunded, lang)],
        [t('creditNote.invoice'), invoice.number!],
        [t('creditNote.invoiceDate'), formatDate(invoice.paid ?? invoice.created, lang)],
      ]),
  );
  const billedTo = invoice.billingAddress ? addressLines(invoice.billingAddress, lang, taxId) : [org.name];
  if (invoice.billingAddress && invoice.billingAddress.name !== org.name)
    billedTo.push(t('invoice.organisation', { org: org.name }));
  y = block(pdf, pdf.doc.page.margins.left, y, 300, t('invoice.billedTo'), billedTo) + 20;

  y = amountsTable(
    pdf,
    y,
    { text: t('invoice.description'), amount: t('invoice.amount') },
    invoice.lines.map((line) => ({ text: lineText(line, t), amount: money(line.amount) })),
    {
      text: t('creditNote.total', { currency: invoice.total.currency }),
      amount: money(invoice.total.amount),
    },
  );
  if (card)
    y = paragraph(pdf, y, t('invoice.paidWith', { brand: t(`cardBrand.${card.brand}`), last4: card.last4 }));
  paragraph(pdf, y, t('creditNote.note', { invoice: invoice.number }), { muted: true });
  return pdf.finish();
}

import type { Donation, Invoice, Lang } from '@opengood/contracts';
import { pdfT } from './i18n';

// The names the documents are saved under (Content-Disposition's filename), in the reader's language and
// in plain ASCII: RFC 6266 section 4.3 leaves non-ASCII names to the extended `filename*` form, which
// some browsers and mail clients still mangle, so "Recibo de doação" is saved as "Recibo-de-doacao-….pdf".

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** "Factura-2026-000123.pdf"; a pro forma by its reference, "Pro-forma-invoice-42.pdf". */
export function invoiceFileName(invoice: Pick<Invoice, 'id' | 'number'>, lang: Lang): string {
  const t = pdfT(lang);
  return invoice.number
    ? `${ascii(`${t('invoice.title')} ${invoice.number}`)}.pdf`
    : `${ascii(`${t('invoice.titleProForma')} ${invoice.id}`)}.pdf`;
}

/** "Nota-de-credito-CN-2026-000004.pdf". */
export function creditNoteFileName(invoice: Pick<Invoice, 'id' | 'creditNoteNumber'>, lang: Lang): string {
  return `${ascii(`${pdfT(lang)('creditNote.title')} ${invoice.creditNoteNumber ?? invoice.id}`)}.pdf`;
}

/** "Recibo-de-doacao-D-2026-000042.pdf". */
export function donationReceiptFileName(donation: Pick<Donation, 'id' | 'receiptNumber'>, lang: Lang) {
  return `${ascii(`${pdfT(lang)('receipt.title')} ${donation.receiptNumber ?? donation.id}`)}.pdf`;
}

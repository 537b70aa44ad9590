// The billing module's printed documents (invoices, credit notes, donation receipts) as PDF buffers, in
// en, es or pt, and the names to save them under. Only billing's own routes use them: they decide who may
// read which document.
export { renderInvoicePdf, type InvoicePdfInput } from './invoicePdf';
export { renderCreditNotePdf, type CreditNotePdfInput } from './creditNotePdf';
export { renderDonationReceiptPdf, type DonationReceiptPdfInput } from './donationReceiptPdf';
export { creditNoteFileName, donationReceiptFileName, invoiceFileName } from './fileNames';
export { ISSUER, type Issuer } from './issuer';
export type { PaidCard } from './card';

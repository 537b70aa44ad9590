import { creditNoteFileName, donationReceiptFileName, invoiceFileName } from './index';
import { DONATION, OPEN_INVOICE, PAID_INVOICE, REFUNDED_INVOICE } from './testFixtures';

it('names each document in the language, in plain ASCII', () => {
  expect(invoiceFileName(PAID_INVOICE, 'es')).toBe('Factura-2026-000123.pdf');
  expect(invoiceFileName(OPEN_INVOICE, 'pt')).toBe('Fatura-pro-forma-42.pdf');
  expect(creditNoteFileName(REFUNDED_INVOICE, 'es')).toBe('Nota-de-credito-CN-2026-000004.pdf');
  expect(donationReceiptFileName(DONATION, 'pt')).toBe('Recibo-de-doacao-D-2026-000042.pdf');
  expect(donationReceiptFileName(DONATION, 'en')).toBe('Donation-receipt-D-2026-000042.pdf');
});

import {
  invoicePdfPath,
  parseBillingRecordPath,
  parsePrintableInvoicePath,
  payInvoicePath,
} from './billingRecordsRoutes';

describe('parseBillingRecordPath', () => {
  it('reads the credits, invoices and payments pages under /admin/{orgId}', () => {
    expect(parseBillingRecordPath('/admin/12/credits')).toEqual({ kind: 'credits', orgId: '12' });
    expect(parseBillingRecordPath('/admin/12/invoices/')).toEqual({ kind: 'invoices', orgId: '12' });
    expect(parseBillingRecordPath('/admin/12/invoices/31')).toEqual({
      kind: 'invoice',
      orgId: '12',
      invoiceId: '31',
    });
    expect(parseBillingRecordPath('/admin/12/invoices/31/billing-address')).toEqual({
      kind: 'invoice-billing-address',
      orgId: '12',
      invoiceId: '31',
    });
    expect(parseBillingRecordPath('/admin/12/payments')).toEqual({ kind: 'payments', orgId: '12' });
    expect(parseBillingRecordPath('/admin/12/payments/8')).toEqual({
      kind: 'payment',
      orgId: '12',
      paymentId: '8',
    });
  });

  it('leaves the checkout’s pages and anything else alone', () => {
    for (const path of [
      '/admin/12/buy-credits',
      '/admin/12/credits/PACK_10',
      '/admin/12/payment-summary',
      '/admin/12/invoices/abc',
      '/admin/12/invoices/31/pdf',
      '/admin/12/payments/8/confirm',
      '/admin/abc/invoices',
      '/org/12/invoices',
      '/invoices/31',
    ])
      expect([path, parseBillingRecordPath(path)]).toEqual([path, null]);
  });
});

describe('parsePrintableInvoicePath', () => {
  it('reads /invoices/{invoiceId} with a record id only', () => {
    expect(parsePrintableInvoicePath('/invoices/31')).toEqual({ invoiceId: '31' });
    expect(parsePrintableInvoicePath('/invoices')).toBeNull();
    expect(parsePrintableInvoicePath('/invoices/x1')).toBeNull();
    expect(parsePrintableInvoicePath('/invoices/31/pdf')).toBeNull();
  });
});

describe('addresses', () => {
  it('leads an open invoice to the checkout and its PDF to the api', () => {
    expect(payInvoicePath(12, 31)).toBe('/admin/12/checkout/billing-address?invoiceId=31');
    expect(invoicePdfPath(31, 'es')).toBe('/data/invoices/31/pdf?lang=es');
  });
});

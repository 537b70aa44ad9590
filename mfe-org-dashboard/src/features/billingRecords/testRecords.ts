import type { BillingAddress, CreditsAnswer, Invoice, Payment } from '@opengood/contracts';

// Billing records as the api answers them (each checked by the fake against its contract).

export const ADDRESS: BillingAddress = {
  id: 4,
  name: 'Green Futures Association',
  line1: 'Rua das Flores 10',
  line2: null,
  city: 'São Paulo',
  region: 'SP',
  postalCode: '01000-000',
  country: 'BR',
  taxId: '12.345.678/0001-90',
  email: 'finance@greenfutures.example',
};

export function testInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 31,
    orgId: 12,
    number: '2026-000123',
    status: 'PAID',
    lines: [
      { kind: 'LISTING', listingId: 55, listingType: 'JOB', title: 'Field coordinator', amount: 9900 },
      { kind: 'PACK', packId: 'PACK_10', credits: 10, amount: 79000 },
    ],
    total: { amount: 88900, currency: 'USD' },
    billingAddress: ADDRESS,
    created: '2026-11-20T10:00:00.000Z',
    paid: '2026-11-20T10:05:00.000Z',
    paymentId: 8,
    creditNoteNumber: null,
    ...overrides,
  };
}

export const OPEN_INVOICE = testInvoice({
  id: 32,
  number: null,
  status: 'OPEN',
  lines: [
    { kind: 'LISTING', listingId: 56, listingType: 'INTERNSHIP', title: 'Summer intern', amount: 4900 },
  ],
  total: { amount: 4900, currency: 'USD' },
  billingAddress: null,
  created: '2026-11-24T09:00:00.000Z',
  paid: null,
  paymentId: null,
});

export function testPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 8,
    orgId: 12,
    status: 'SUCCEEDED',
    amount: { amount: 88900, currency: 'USD' },
    invoiceIds: [31],
    card: { brand: 'VISA', last4: '4242' },
    clientSecret: null,
    created: '2026-11-20T10:05:00.000Z',
    refunded: null,
    paidBy: { id: 7, name: 'Ana Lima' },
    ...overrides,
  };
}

export const CREDITS: CreditsAnswer = {
  balance: 9,
  grants: [
    {
      invoiceId: 31,
      packId: 'PACK_10',
      credits: 10,
      remaining: 9,
      granted: '2026-11-20T10:05:00.000Z',
      expires: '2027-11-20T10:05:00.000Z',
    },
  ],
  entries: [
    {
      id: 1,
      kind: 'GRANT',
      delta: 10,
      balance: 10,
      packId: 'PACK_10',
      listing: null,
      invoiceId: 31,
      at: '2026-11-20T10:05:00.000Z',
    },
    {
      id: 2,
      kind: 'SPEND',
      delta: -1,
      balance: 9,
      packId: 'PACK_10',
      listing: { id: 57, title: 'Program manager', listingType: 'JOB' },
      invoiceId: null,
      at: '2026-11-21T08:00:00.000Z',
    },
  ],
};

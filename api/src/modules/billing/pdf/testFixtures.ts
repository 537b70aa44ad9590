import type { Donation, Invoice, InvoiceLine } from '@opengood/contracts';

// For tests: an organisation, its invoices and a donation as the billing module's answers carry them.

export const ORG = { id: 1, name: 'Associação Ação Cidadã' };

export const JOB_LINE: Extract<InvoiceLine, { kind: 'LISTING' }> = {
  kind: 'LISTING',
  listingId: 7,
  listingType: 'JOB',
  title: 'Coordenador(a) de comunicação',
  amount: 12900,
};

export const PAID_INVOICE: Invoice = {
  id: 41,
  orgId: 1,
  number: '2026-000123',
  status: 'PAID',
  lines: [
    JOB_LINE,
    { kind: 'LISTING', listingId: 8, listingType: 'INTERNSHIP', title: 'Estágio em captação', amount: 4900 },
    { kind: 'PACK', packId: 'PACK_10', credits: 10, amount: 99000 },
  ],
  total: { amount: 116800, currency: 'BRL' },
  billingAddress: {
    id: 3,
    name: 'Associação Ação Cidadã',
    line1: 'Rua da Consolação, 1200',
    line2: 'Sala 5',
    city: 'São Paulo',
    region: 'SP',
    postalCode: '01302-001',
    country: 'BR',
    taxId: '12.345.678/0001-90',
    email: 'financeiro@acaocidada.org.br',
  },
  // Late in the evening UTC: the printed day stays the UTC day whatever the server's zone.
  created: '2026-11-20T23:30:00.000Z',
  paid: '2026-11-21T10:00:00.000Z',
  paymentId: 5,
  creditNoteNumber: null,
};

export const REFUNDED_INVOICE: Invoice = {
  ...PAID_INVOICE,
  status: 'REFUNDED',
  creditNoteNumber: 'CN-2026-000004',
};

export const OPEN_INVOICE: Invoice = {
  ...PAID_INVOICE,
  id: 42,
  number: null,
  status: 'OPEN',
  paid: null,
  paymentId: null,
  billingAddress: null,
};

export const DONATION: Donation = {
  id: '7d1f0c2e-5b7a-4c1e-9a8e-2f4b6c8d0e1a',
  status: 'SUCCEEDED',
  amount: { amount: 25000, currency: 'BRL' },
  name: 'João Conceição',
  email: 'joao@example.org',
  anonymous: false,
  receiptNumber: 'D-2026-000042',
  clientSecret: null,
  created: '2026-11-21T14:05:00.000Z',
  card: { brand: 'MASTERCARD', last4: '4444' },
};

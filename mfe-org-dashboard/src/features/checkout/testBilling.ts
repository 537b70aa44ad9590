import type { BillingAddress, Cart, Environment, Invoice, Payment, PricesAnswer } from '@opengood/contracts';

// The api's billing answers for the checkout's tests (checked by the fake api against the contracts).

export const usd = (amount: number) => ({ amount, currency: 'USD' as const });

export const cart = (overrides: Partial<Cart> = {}): Cart => ({
  items: [
    {
      listingId: 31,
      listingType: 'JOB',
      title: 'Program officer',
      price: usd(14900),
      added: '2026-11-20T10:00:00.000Z',
    },
    {
      listingId: 32,
      listingType: 'INTERNSHIP',
      title: 'Research intern',
      price: usd(7900),
      added: '2026-11-21T10:00:00.000Z',
    },
  ],
  count: 2,
  total: usd(22800),
  credits: 0,
  ...overrides,
});

export const address = (overrides: Partial<BillingAddress> = {}): BillingAddress => ({
  id: 5,
  name: 'Green Futures Inc.',
  line1: '1 Elm St',
  line2: null,
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
  taxId: null,
  email: null,
  ...overrides,
});

export const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 70,
  orgId: 12,
  number: null,
  status: 'OPEN',
  lines: [
    { kind: 'LISTING', listingId: 31, listingType: 'JOB', title: 'Program officer', amount: 14900 },
    { kind: 'LISTING', listingId: 32, listingType: 'INTERNSHIP', title: 'Research intern', amount: 7900 },
  ],
  total: usd(22800),
  billingAddress: null,
  created: '2026-11-26T10:00:00.000Z',
  paid: null,
  paymentId: null,
  creditNoteNumber: null,
  ...overrides,
});

export const payment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 90,
  orgId: 12,
  status: 'SUCCEEDED',
  amount: usd(22800),
  invoiceIds: [70],
  card: { brand: 'VISA', last4: '4242' },
  clientSecret: null,
  created: '2026-11-26T10:05:00.000Z',
  refunded: null,
  paidBy: { id: 7, name: 'Ana Lima' },
  ...overrides,
});

export const prices = (): PricesAnswer => ({
  currency: 'USD',
  listingPrices: [
    { listingType: 'JOB', price: usd(14900) },
    { listingType: 'INTERNSHIP', price: usd(7900) },
  ],
  packs: [
    { packId: 'PACK_10', credits: 10, price: usd(119000), perPosting: usd(11900), validDays: 365 },
    { packId: 'PACK_20', credits: 20, price: usd(199000), perPosting: usd(9950), validDays: 365 },
    { packId: 'PACK_50', credits: 50, price: usd(399000), perPosting: usd(7980), validDays: 365 },
  ],
});

export const STRIPE_LOCAL = 'http://127.0.0.1:12111';
export const environment = (): Environment => ({
  showAcceptCookies: false,
  guessedLocation: null,
  isUS: false,
  abExperiments: [],
  oidcSignIn: false,
  paymentProvider: { publishableKey: 'pk_test_local', localServerUrl: STRIPE_LOCAL },
});

/** The local Stripe test server as the page's fetch sees it: tokens by card number, intents confirmed. */
export function fakeStripe() {
  const sent: { url: string; form: Record<string, string> }[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const form = Object.fromEntries(new URLSearchParams(String(init?.body ?? '')));
    sent.push({ url: String(url), form });
    const json = (status: number, body: unknown) =>
      ({ ok: status < 400, status, json: async () => body }) as Response;
    if (String(url).endsWith('/v1/tokens'))
      return json(200, { id: `tok_test_${form['card[number]']!.slice(-4)}` });
    return json(200, { id: 'pi_1', status: 'succeeded' });
  }) as typeof fetch;
  return { sent, restore: () => (globalThis.fetch = original) };
}

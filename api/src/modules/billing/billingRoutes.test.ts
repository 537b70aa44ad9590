import { billingCurrencyOf } from '@opengood/contracts';
import type { Express } from 'express';
import type { Db } from '../../platform/db/db';
import { browser, type Browser } from '../../testing/contractRequest';
import { cardToken } from '../../testing/cardTokens';
import { openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { NAMED_USERS, orgAdminEmail } from '../../seed/users';
import { ADDRESS, intentsOfPayment, jobInCart, newKey } from './billingTestSupport';
import { formatMoney } from './pdf/format';
import { pdfText } from './pdf/pdfText';

// Billing through its routes (docs/product/billing.md), against the local Stripe server: prices, the cart,
// checkout, addresses, paying by test card (success, declines, doubled clicks, 3-D Secure), invoices and
// their numbers, credits, refunds by staff, the staff tabs, and who may see what (another organisation's
// invoice or payment is not found).

let seeded: SeededApp;
let db: Db;
let app: Express;
let admin: Browser;
let otherAdmin: Browser;
let staff: Browser;
const ORG = 6;
const OTHER = 7;
const base = (orgId = ORG) => `/data/orgdashboard/${orgId}`;
let currency: string;

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ db, app } = seeded);
  admin = await signIn(app, orgAdminEmail(ORG));
  otherAdmin = await signIn(app, orgAdminEmail(OTHER));
  staff = await signIn(app, NAMED_USERS.staff.email);
  const { rows } = await db.query<{ country_code: string | null }>(
    'SELECT p.country_code FROM organizations o LEFT JOIN places p ON p.id = o.place_id WHERE o.id = $1',
    [ORG],
  );
  currency = billingCurrencyOf(rows[0]?.country_code);
});
afterAll(() => seeded?.close());

const statusOfListing = async (id: number) =>
  (await db.query<{ status: string }>('SELECT status FROM listings WHERE id = $1', [id])).rows[0]!.status;

async function addressId(b = admin, orgId = ORG): Promise<number> {
  const res = await b
    .post(`${base(orgId)}/billing-addresses`)
    .send(ADDRESS)
    .expect(201);
  return res.body.billingAddress.id as number;
}

/** Pays the invoice with a new test card; the answer, checked to have `status`. */
async function pay(invoice: { id: number; total: { amount: number } }, card: string, status: number) {
  const body = {
    invoiceIds: [invoice.id],
    amount: invoice.total.amount,
    invoiceTotal: invoice.total.amount,
    billingAddressId: await addressId(),
    token: await cardToken(card),
    idempotencyKey: newKey(),
  };
  return admin.post(`${base()}/payments`).send(body).expect(status);
}

describe('prices and the cart', () => {
  it('lists the prices in the organisation’s currency, jobs and internships, and three packs', async () => {
    const res = await admin.get(`${base()}/prices`).expect(200);
    expect(res.body.currency).toBe(currency);
    expect(res.body.listingPrices.map((p: { listingType: string }) => p.listingType)).toEqual([
      'JOB',
      'INTERNSHIP',
    ]);
    expect(res.body.packs.map((p: { packId: string }) => p.packId)).toEqual([
      'PACK_10',
      'PACK_20',
      'PACK_50',
    ]);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a published job waits in the cart; taking it out returns it to draft and voids its open invoice', async () => {
    const id = await jobInCart(admin, ORG, 'Cart job');
    const cart = await admin.get(`${base()}/cart`).expect(200);
    expect(cart.body.cart.items.map((i: { listingId: number }) => i.listingId)).toContain(id);
    expect(cart.body.cart.count).toBe(cart.body.cart.items.length);
    const invoice = await admin.post(`${base()}/checkout`).send({}).expect(201);
    const removed = await admin.delete(`${base()}/cart/items/${id}`).expect(200);
    expect(removed.body.cart.items.map((i: { listingId: number }) => i.listingId)).not.toContain(id);
    expect(await statusOfListing(id)).toBe('DRAFT');
    const voided = await admin.get(`${base()}/invoices/${invoice.body.invoice.id}`).expect(200);
    expect(voided.body.invoice.status).toBe('VOID');
    const again = await admin.delete(`${base()}/cart/items/${id}`).expect(404);
    expect(again.body.errors).toEqual({ listingId: 'NOT_IN_CART' });
    // Another organisation's listing is not in this cart.
    const theirs = await jobInCart(otherAdmin, OTHER, 'Their job');
    await admin.delete(`${base()}/cart/items/${theirs}`).expect(404);
    expect(await statusOfListing(theirs)).toBe('AWAITING_PAYMENT');
    await otherAdmin.delete(`${base(OTHER)}/cart/items/${theirs}`).expect(200);
  });

  it('checkout of an empty cart is 409 CART_EMPTY; an unknown pack is 400', async () => {
    const res = await admin.post(`${base()}/checkout`).send({}).expect(409);
    expect(res.body.errors).toEqual({ cart: 'CART_EMPTY' });
    const bad = await admin.post(`${base()}/checkout`).send({ pack: 'PACK_7' }).expect(400);
    expect(bad.body.errors).toEqual({ pack: 'PACK_INVALID' });
  });
});

describe('checkout and paying by card', () => {
  it('checkout issues one OPEN invoice at today’s prices, reused until the cart changes', async () => {
    const first = await jobInCart(admin, ORG, 'Checkout job one');
    const a = await admin.post(`${base()}/checkout`).send({}).expect(201);
    expect(a.body.invoice).toMatchObject({ status: 'OPEN', number: null, total: { currency } });
    expect(a.body.invoice.lines).toEqual([expect.objectContaining({ kind: 'LISTING', listingId: first })]);
    const again = await admin.post(`${base()}/checkout`).send({}).expect(200);
    expect(again.body.invoice.id).toBe(a.body.invoice.id);
    const second = await jobInCart(admin, ORG, 'Checkout job two');
    const b = await admin.post(`${base()}/checkout`).send({}).expect(201);
    expect(b.body.invoice.lines.map((l: { listingId: number }) => l.listingId).sort()).toEqual(
      [first, second].sort(),
    );
    expect((await admin.get(`${base()}/invoices/${a.body.invoice.id}`).expect(200)).body.invoice.status).toBe(
      'VOID',
    );
    await admin.delete(`${base()}/cart/items/${first}`).expect(200);
    await admin.delete(`${base()}/cart/items/${second}`).expect(200);
  });

  it('refuses a payment that does not add up, names another address, or carries a card number', async () => {
    const job = await jobInCart(admin, ORG, 'Refused job');
    const { invoice } = (await admin.post(`${base()}/checkout`).send({}).expect(201)).body;
    const body = {
      invoiceIds: [invoice.id],
      amount: invoice.total.amount - 100,
      invoiceTotal: invoice.total.amount - 100,
      billingAddressId: await addressId(),
      token: await cardToken('4242424242424242'),
      idempotencyKey: newKey(),
    };
    expect((await admin.post(`${base()}/payments`).send(body).expect(409)).body.errors).toEqual({
      amount: 'AMOUNT_MISMATCH',
    });
    const theirAddress = await addressId(otherAdmin, OTHER);
    const fixed = { ...body, amount: invoice.total.amount, invoiceTotal: invoice.total.amount };
    expect(
      (
        await admin
          .post(`${base()}/payments`)
          .send({ ...fixed, billingAddressId: theirAddress })
          .expect(409)
      ).body.errors,
    ).toEqual({ billingAddressId: 'BILLING_ADDRESS_REQUIRED' });
    for (const bad of [{ amount: 0 }, { amount: -5 }, { amount: 1.5 }, { amount: 1e12 }])
      await admin
        .post(`${base()}/payments`)
        .send({ ...fixed, ...bad })
        .expect(400);
    const number = await admin
      .post(`${base()}/payments`)
      .send({ ...fixed, number: '4242424242424242', cvc: '123' })
      .expect(400);
    expect(Object.keys(number.body.errors)).not.toHaveLength(0);
    // Another organisation's invoice is not payable here.
    expect(
      (
        await otherAdmin
          .post(`${base(OTHER)}/payments`)
          .send({ ...fixed, billingAddressId: theirAddress })
          .expect(409)
      ).body.errors,
    ).toEqual({ invoiceIds: 'INVOICE_NOT_PAYABLE' });
    expect(await statusOfListing(job)).toBe('AWAITING_PAYMENT');
    await admin.delete(`${base()}/cart/items/${job}`).expect(200);
  });

  it('a declined or expired card charges nothing and publishes nothing; the listing stays in the cart', async () => {
    const job = await jobInCart(admin, ORG, 'Declined job');
    const { invoice } = (await admin.post(`${base()}/checkout`).send({}).expect(201)).body;
    const declined = await pay(invoice, '4000000000000002', 402);
    expect(declined.body.errors).toEqual({ card: 'CARD_DECLINED' });
    const expired = await pay(invoice, '4000000000000069', 402);
    expect(expired.body.errors).toEqual({ expiry: 'CARD_EXPIRED' });
    expect(await statusOfListing(job)).toBe('AWAITING_PAYMENT');
    const after = await admin.get(`${base()}/invoices/${invoice.id}`).expect(200);
    expect(after.body.invoice).toMatchObject({ status: 'OPEN', number: null });
    const payments = (await admin.get(`${base()}/payments`).expect(200)).body.payments;
    expect(payments.filter((p: { status: string }) => p.status === 'FAILED').length).toBeGreaterThanOrEqual(
      2,
    );
    await admin.delete(`${base()}/cart/items/${job}`).expect(200);
  });

  it('a good card pays at once: the invoice numbered and paid, the job live; a doubled click charges once', async () => {
    const job = await jobInCart(admin, ORG, 'Paid job');
    const { invoice } = (await admin.post(`${base()}/checkout`).send({}).expect(201)).body;
    const key = newKey();
    const billingAddressId = await addressId();
    const token = await cardToken('4242424242424242');
    const body = {
      invoiceIds: [invoice.id],
      amount: invoice.total.amount,
      invoiceTotal: invoice.total.amount,
      billingAddressId,
      token,
      idempotencyKey: key,
    };
    // A double (triple) click: the same request, at once.
    const [one, two, three] = await Promise.all(
      [1, 2, 3].map(() => admin.post(`${base()}/payments`).send(body)),
    );
    expect([one!.status, two!.status, three!.status]).toEqual([201, 201, 201]);
    expect(new Set([one, two, three].map((r) => r!.body.payment.id)).size).toBe(1);
    expect(one!.body.payment).toMatchObject({ status: 'SUCCEEDED', card: { brand: 'VISA', last4: '4242' } });
    // The provider's own records: one PaymentIntent for this payment.
    expect(await intentsOfPayment(one!.body.payment.id)).toHaveLength(1);
    const paid = (await admin.get(`${base()}/invoices/${invoice.id}`).expect(200)).body.invoice;
    expect(paid).toMatchObject({ status: 'PAID', paymentId: one!.body.payment.id });
    expect(paid.number).toMatch(new RegExp(`^${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(paid.billingAddress).toMatchObject({ name: ADDRESS.name, country: 'BR' });
    expect(await statusOfListing(job)).toBe('PUBLISHED');
    // A retry after the answer: the same payment, nothing charged again.
    const retry = await admin.post(`${base()}/payments`).send(body).expect(201);
    expect(retry.body.payment.id).toBe(one!.body.payment.id);
    expect(await intentsOfPayment(one!.body.payment.id)).toHaveLength(1);
    // A paid invoice keeps its address and is not paid again.
    const locked = await admin
      .put(`${base()}/invoices/${invoice.id}/billing-address`)
      .send({ billingAddressId })
      .expect(409);
    expect(locked.body.errors).toEqual({ invoice: 'INVOICE_PAID' });
    const twice = await pay(invoice, '4242424242424242', 409);
    expect(twice.body.errors).toEqual({ invoiceIds: 'INVOICE_NOT_PAYABLE' });
  });

  it('a saved card of the paying admin pays too; someone else’s saved card is not found', async () => {
    const saved = await admin
      .post('/data/payment-methods')
      .send({ token: await cardToken('4242424242424242') })
      .expect(201);
    const job = await jobInCart(admin, ORG, 'Saved card job');
    const { invoice } = (await admin.post(`${base()}/checkout`).send({}).expect(201)).body;
    const body = {
      invoiceIds: [invoice.id],
      amount: invoice.total.amount,
      invoiceTotal: invoice.total.amount,
      billingAddressId: await addressId(),
      paymentMethodId: saved.body.paymentMethod.id,
      idempotencyKey: newKey(),
    };
    const theirs = await staff.post(`${base()}/payments`).send(body).expect(404);
    expect(theirs.body.errors).toEqual({ paymentMethodId: 'No saved card with this id' });
    const both = await admin
      .post(`${base()}/payments`)
      .send({ ...body, token: await cardToken('4242424242424242') })
      .expect(400);
    expect(both.body.errors).toEqual({ token: 'TOKEN_INVALID' });
    const res = await admin.post(`${base()}/payments`).send(body).expect(201);
    expect(res.body.payment).toMatchObject({ status: 'SUCCEEDED', card: { last4: '4242' } });
    expect(await statusOfListing(job)).toBe('PUBLISHED');
  });

  it('3-D Secure: 200 REQUIRES_ACTION with a client secret; confirm settles once the bank says yes', async () => {
    const job = await jobInCart(admin, ORG, '3DS job');
    const { invoice } = (await admin.post(`${base()}/checkout`).send({}).expect(201)).body;
    const res = await pay(invoice, '4000002500003155', 200);
    expect(res.body.payment).toMatchObject({ status: 'REQUIRES_ACTION', clientSecret: expect.any(String) });
    const early = await admin.post(`${base()}/payments/${res.body.payment.id}/confirm`).expect(409);
    expect(early.body.errors).toEqual({ card: 'AUTHENTICATION_REQUIRED' });
    expect(await statusOfListing(job)).toBe('AWAITING_PAYMENT');
    // The cardholder passes the bank's challenge in the browser (the local server's "Complete").
    const [intent] = await intentsOfPayment(res.body.payment.id);
    const settings = (await import('../payments')).localStripeSettings();
    await fetch(`${settings.apiUrl}/v1/payment_intents/${intent!.id}/confirm`, {
      method: 'POST',
      body: new URLSearchParams({
        key: settings.publishableKey,
        client_secret: res.body.payment.clientSecret,
      }),
    });
    const confirmed = await admin.post(`${base()}/payments/${res.body.payment.id}/confirm`).expect(200);
    expect(confirmed.body.payment.status).toBe('SUCCEEDED');
    expect(await statusOfListing(job)).toBe('PUBLISHED');
  });
});

describe('credits', () => {
  it('a pack bought grants its credits; a credit publishes a cart item; none left is 409 NO_CREDITS', async () => {
    const { invoice } = (await admin.post(`${base()}/checkout`).send({ pack: 'PACK_10' }).expect(201)).body;
    expect(invoice.lines).toEqual([
      expect.objectContaining({ kind: 'PACK', packId: 'PACK_10', credits: 10 }),
    ]);
    await pay(invoice, '5555555555554444', 201);
    const credits = (await admin.get(`${base()}/credits`).expect(200)).body;
    expect(credits.balance).toBe(10);
    expect(credits.grants).toEqual([
      expect.objectContaining({ packId: 'PACK_10', remaining: 10, invoiceId: invoice.id }),
    ]);
    const job = await jobInCart(admin, ORG, 'Credit job');
    const res = await admin.post(`${base()}/cart/items/${job}/credit`).expect(200);
    expect(res.body.cart.credits).toBe(9);
    expect(await statusOfListing(job)).toBe('PUBLISHED');
    const after = (await admin.get(`${base()}/credits`).expect(200)).body;
    expect(after.entries[0]).toMatchObject({ kind: 'SPEND', delta: -1, balance: 9, listing: { id: job } });
    const poor = await jobInCart(otherAdmin, OTHER, 'No credit job');
    const refused = await otherAdmin.post(`${base(OTHER)}/cart/items/${poor}/credit`).expect(409);
    expect(refused.body.errors).toEqual({ credits: 'NO_CREDITS' });
    expect(await statusOfListing(poor)).toBe('AWAITING_PAYMENT');
    await otherAdmin.delete(`${base(OTHER)}/cart/items/${poor}`).expect(200);
  });
});

describe('invoices, payments, refunds and who sees them', () => {
  it('GET /data/invoices/:id: the organisation’s admins and staff; anyone else 404', async () => {
    const [invoice] = (await admin.get(`${base()}/invoices`).expect(200)).body.invoices;
    const mine = await admin.get(`/data/invoices/${invoice.id}`).expect(200);
    expect(mine.body.org).toMatchObject({ id: ORG });
    expect(mine.body.invoice.id).toBe(invoice.id);
    await staff.get(`/data/invoices/${invoice.id}`).expect(200);
    await otherAdmin.get(`/data/invoices/${invoice.id}`).expect(404);
    await (await signIn(app, NAMED_USERS.jobSeeker.email)).get(`/data/invoices/${invoice.id}`).expect(404);
    await (await browser(app)).get(`/data/invoices/${invoice.id}`).expect(401);
    // Through another organisation's dashboard: not found.
    await otherAdmin.get(`${base(OTHER)}/invoices/${invoice.id}`).expect(404);
  });

  it('the invoice PDF: inline, private, in the language asked, with the organisation, number and amount', async () => {
    const paid = (await admin.get(`${base()}/invoices`).expect(200)).body.invoices.find(
      (i: { status: string }) => i.status === 'PAID',
    );
    const pdf = (b: Browser) =>
      b
        .get(`/data/invoices/${paid.id}/pdf?lang=es`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const bytes = Buffer.concat(chunks);
            const json = String(res.headers['content-type']).startsWith('application/json');
            done(null, json ? JSON.parse(bytes.toString('utf8')) : bytes);
          });
        });
    const res = await pdf(admin).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="Factura-${paid.number}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(res.body as Buffer);
    const orgName = (await db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [ORG]))
      .rows[0]!.name;
    expect(text).toContain(orgName);
    expect(text).toContain(paid.number);
    expect(text).toContain(formatMoney(paid.total, 'es').replace(/[ \u00a0]+/g, ' '));
    await pdf(otherAdmin).expect(404);
    await pdf(staff).expect(200);
    await admin.get(`/data/invoices/${paid.id}/pdf?lang=fr`).expect(400);
  });

  it('another organisation’s payment is not found; staff refund once, with a credit note', async () => {
    const payments = (await admin.get(`${base()}/payments`).expect(200)).body.payments;
    const packPayment = payments.find(
      (p: { status: string; amount: { amount: number } }) => p.status === 'SUCCEEDED',
    );
    await admin.get(`${base()}/payments/${packPayment.id}`).expect(200);
    await otherAdmin.get(`${base(OTHER)}/payments/${packPayment.id}`).expect(404);
    await admin.post(`/data/staff/payments/${packPayment.id}/refund`).expect(403);
    const refunded = await staff.post(`/data/staff/payments/${packPayment.id}/refund`).expect(200);
    expect(refunded.body.payment).toMatchObject({ status: 'REFUNDED', refunded: expect.any(String) });
    const again = await staff.post(`/data/staff/payments/${packPayment.id}/refund`).expect(409);
    expect(again.body.errors).toEqual({ payment: 'NOT_REFUNDABLE' });
    const [invoiceId] = refunded.body.payment.invoiceIds;
    const invoice = (await admin.get(`${base()}/invoices/${invoiceId}`).expect(200)).body.invoice;
    expect(invoice.status).toBe('REFUNDED');
    expect(invoice.creditNoteNumber).toMatch(/^CN-\d{4}-\d{6}$/);
  });

  it('staff tabs: invoices, payments and users, searched and paged; nobody else', async () => {
    const orgName = (await db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [ORG]))
      .rows[0]!.name;
    const invoices = await staff.get(`/data/staff/invoices?q=${encodeURIComponent(orgName)}`).expect(200);
    expect(invoices.body.total).toBeGreaterThan(0);
    expect(invoices.body.results.every((i: { orgId: number }) => i.orgId === ORG)).toBe(true);
    const payments = await staff.get('/data/staff/payments?page=1').expect(200);
    expect(payments.body.results.length).toBeGreaterThan(0);
    const users = await staff.get('/data/staff/users?q=jane').expect(200);
    expect(users.body.results.map((u: { email: string }) => u.email)).toContain(NAMED_USERS.jobSeeker.email);
    expect((await staff.get('/data/staff/users?page=999').expect(200)).body.results).toEqual([]);
    await admin.get('/data/staff/invoices').expect(403);
    await (await browser(app)).get('/data/staff/users').expect(401);
  });
});

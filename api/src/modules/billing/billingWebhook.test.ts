import type { Express } from 'express';
import { signatureHeader } from '@opengood/stripe-local';
import type { Browser } from '../../testing/contractRequest';
import { request } from '../../testing/contractRequest';
import { cardToken } from '../../testing/cardTokens';
import { openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { orgAdminEmail } from '../../seed/users';
import { localStripeSettings } from '../payments';
import { ADDRESS, intentsOfPayment, newKey } from './billingTestSupport';

// The provider's webhook settles invoice payments too (docs/product/billing.md "Payments"): a pack paid
// through the bank's 3-D Secure challenge, told by a signed payment_intent.succeeded event sent twice and
// confirmed by the page as well, grants its credits once, in whatever order those arrive.

const settings = localStripeSettings();
let seeded: SeededApp;
let app: Express;
let admin: Browser;
const ORG = 8;
const base = `/data/orgdashboard/${ORG}`;

beforeAll(async () => {
  seeded = await openSeededApp();
  app = seeded.app;
  admin = await signIn(app, orgAdminEmail(ORG));
});
afterAll(() => seeded?.close());

const post = (body: string) =>
  request(app)
    .post('/data/payments/webhook')
    .set('content-type', 'application/json; charset=utf-8')
    .set('stripe-signature', signatureHeader(body, settings.webhookSecret))
    .send(body);

it('a replayed webhook and the page’s confirmation settle a pack payment once: its credits granted once', async () => {
  const { invoice } = (await admin.post(`${base}/checkout`).send({ pack: 'PACK_20' }).expect(201)).body;
  const address = await admin.post(`${base}/billing-addresses`).send(ADDRESS).expect(201);
  const paid = await admin
    .post(`${base}/payments`)
    .send({
      invoiceIds: [invoice.id],
      amount: invoice.total.amount,
      invoiceTotal: invoice.total.amount,
      billingAddressId: address.body.billingAddress.id,
      token: await cardToken('4000002500003155'),
      idempotencyKey: newKey(),
    })
    .expect(200);
  const payment = paid.body.payment;
  const [intent] = await intentsOfPayment(payment.id);
  // The cardholder passes the challenge; the provider tells the webhook before the page confirms.
  await fetch(`${settings.apiUrl}/v1/payment_intents/${intent!.id}/confirm`, {
    method: 'POST',
    body: new URLSearchParams({ key: settings.publishableKey, client_secret: payment.clientSecret }),
  });
  const event = JSON.stringify(
    {
      id: `evt_billing_${Date.now()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          object: 'payment_intent',
          id: intent!.id,
          status: 'succeeded',
          metadata: { kind: 'INVOICES', paymentId: String(payment.id), orgId: String(ORG) },
        },
      },
    },
    null,
    2,
  );
  await post(event).expect(200);
  await post(event).expect(200);
  const credits = (await admin.get(`${base}/credits`).expect(200)).body;
  expect(credits.balance).toBe(20);
  const confirmed = await admin.post(`${base}/payments/${payment.id}/confirm`).expect(200);
  expect(confirmed.body.payment.status).toBe('SUCCEEDED');
  expect((await admin.get(`${base}/credits`).expect(200)).body.balance).toBe(20);
  expect((await admin.get(`${base}/invoices/${invoice.id}`).expect(200)).body.invoice.status).toBe('PAID');
});

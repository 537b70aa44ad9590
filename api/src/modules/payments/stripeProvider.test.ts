import { signatureHeader } from '@opengood/stripe-local';
import { cardToken } from '../../testing/cardTokens';
import type { ChargeRequest } from './paymentProvider';
import { stripeClient, stripeProvider } from './stripeProvider';
import { localStripeSettings } from './stripeSettings';

// The port's payments on Stripe's SDK against the local Stripe-compatible test server (globalSetup):
// PaymentIntents with Stripe's test cards, refunds and verified webhook events.

const settings = localStripeSettings();
const provider = stripeProvider(settings);
const stripe = stripeClient(settings);
let n = 0;

const request = async (number: string, extra: Partial<ChargeRequest> = {}): Promise<ChargeRequest> => ({
  amount: 4500,
  currency: 'USD',
  source: { token: await cardToken(number) },
  idempotencyKey: `provider-test-${Date.now()}-${(n += 1)}`,
  description: 'Test payment',
  metadata: { kind: 'INVOICES', invoiceIds: '1' },
  ...extra,
});

describe('stripeProvider payments', () => {
  it('charges a token once per idempotency key and reads the card from the charge', async () => {
    const req = await request('4242424242424242');
    const first = await provider.charge(req);
    expect(first).toEqual({
      outcome: 'SUCCEEDED',
      providerPaymentId: expect.stringMatching(/^pi_/),
      card: { brand: 'VISA', last4: '4242' },
    });
    expect(await provider.charge(req)).toEqual(first);
    const intent = await stripe.paymentIntents.retrieve(
      (first as { providerPaymentId: string }).providerPaymentId,
    );
    expect(intent).toMatchObject({ amount: 4500, currency: 'usd', metadata: { kind: 'INVOICES' } });
    expect(await provider.retrievePayment(intent.id)).toEqual(first);
  });

  it.each([
    ['4000000000000002', 'DECLINED'],
    ['4000000000009995', 'DECLINED'],
    ['4000000000000069', 'EXPIRED'],
    ['4000000000000127', 'CHECK_FAILED'],
    ['4000000000000119', 'UNAVAILABLE'],
  ])('refuses %s as %s, naming the payment that charged nothing', async (number, outcome) => {
    const refused = await provider.charge(await request(number));
    expect(refused).toEqual({ outcome, providerPaymentId: expect.stringMatching(/^pi_/) });
    const after = await provider.retrievePayment(refused.providerPaymentId!);
    expect(after.outcome).toBe(outcome);
  });

  it('refuses a used token as TOKEN_INVALID', async () => {
    const req = await request('4242424242424242');
    await provider.charge(req);
    expect(await provider.charge({ ...req, idempotencyKey: `${req.idempotencyKey}-again` })).toMatchObject({
      outcome: 'TOKEN_INVALID',
      providerPaymentId: null,
    });
  });

  it('asks for 3-D Secure, then succeeds once the cardholder passed the challenge', async () => {
    const pending = await provider.charge(await request('4000002500003155'));
    expect(pending).toMatchObject({
      outcome: 'REQUIRES_ACTION',
      clientSecret: expect.stringContaining('_secret_'),
    });
    if (pending.outcome !== 'REQUIRES_ACTION') throw new Error('expected a challenge');
    expect((await provider.retrievePayment(pending.providerPaymentId)).outcome).toBe('REQUIRES_ACTION');
    // What Stripe.js does in the browser when the challenge is passed.
    await fetch(`${settings.apiUrl}/v1/payment_intents/${pending.providerPaymentId}/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ key: settings.publishableKey, client_secret: pending.clientSecret }),
    });
    expect(await provider.retrievePayment(pending.providerPaymentId)).toMatchObject({
      outcome: 'SUCCEEDED',
      card: { brand: 'VISA', last4: '3155' },
    });
  });

  it('refunds once per key; a refunded or unknown payment is not refundable', async () => {
    const paid = await provider.charge(await request('5555555555554444'));
    const id = paid.providerPaymentId!;
    const refund = await provider.refund(id, `refund-${id}`);
    expect(refund).toEqual({ outcome: 'REFUNDED', providerRefundId: expect.stringMatching(/^re_/) });
    expect(await provider.refund(id, `refund-${id}`)).toEqual(refund);
    expect(await provider.refund(id, `refund-${id}-again`)).toEqual({ outcome: 'NOT_REFUNDABLE' });
    expect(await provider.refund('pi_unknown', 'refund-unknown')).toEqual({ outcome: 'NOT_REFUNDABLE' });
  });

  it('answers UNAVAILABLE when the provider cannot be reached', async () => {
    const away = stripeProvider({ ...settings, apiUrl: 'http://127.0.0.1:9' }, undefined);
    const req = await request('4242424242424242');
    expect(await away.charge(req)).toEqual({ outcome: 'UNAVAILABLE', providerPaymentId: null });
    expect(await away.refund('pi_x', 'k')).toEqual({ outcome: 'UNAVAILABLE' });
  }, 60_000);
});

describe('stripeProvider.verifyEvent', () => {
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: `evt_${(n += 1)}`, object: 'event', type, data: { object } }, null, 2);
  const intent = { object: 'payment_intent', id: 'pi_123', metadata: { kind: 'DONATION', donationId: 'd1' } };

  it('reads a signed event: payment intents, and refunds by their charge', () => {
    const body = event('payment_intent.succeeded', intent);
    expect(provider.verifyEvent(Buffer.from(body), signatureHeader(body, settings.webhookSecret))).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'PAYMENT_SUCCEEDED',
      providerPaymentId: 'pi_123',
      metadata: { kind: 'DONATION', donationId: 'd1' },
    });
    const refunded = event('charge.refunded', {
      object: 'charge',
      id: 'ch_1',
      payment_intent: 'pi_123',
      metadata: { kind: 'DONATION' },
    });
    expect(
      provider.verifyEvent(Buffer.from(refunded), signatureHeader(refunded, settings.webhookSecret)),
    ).toMatchObject({ type: 'PAYMENT_REFUNDED', providerPaymentId: 'pi_123' });
    const other = event('customer.created', { object: 'customer', id: 'cus_1' });
    expect(
      provider.verifyEvent(Buffer.from(other), signatureHeader(other, settings.webhookSecret)),
    ).toMatchObject({ type: 'OTHER', providerPaymentId: null });
  });

  it('refuses no signature, a wrong one, a changed body and one older than 300 s', () => {
    const body = event('payment_intent.succeeded', intent);
    expect(provider.verifyEvent(Buffer.from(body), undefined)).toBeNull();
    expect(provider.verifyEvent(Buffer.from(body), signatureHeader(body, 'whsec_someone_else'))).toBeNull();
    expect(
      provider.verifyEvent(
        Buffer.from(body.replace('pi_123', 'pi_999')),
        signatureHeader(body, settings.webhookSecret),
      ),
    ).toBeNull();
    const old = Math.floor(Date.now() / 1000) - 301;
    expect(
      provider.verifyEvent(Buffer.from(body), signatureHeader(body, settings.webhookSecret, old)),
    ).toBeNull();
  });
});

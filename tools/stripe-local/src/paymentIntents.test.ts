import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeLocal, type RunningStripeLocal } from './server';
import { tokenFor } from './tokenFor';

// PaymentIntents, refunds and signed webhook events through Stripe's own SDK, as the api uses them.
const SECRET = 'whsec_test_local';
let local: RunningStripeLocal;
let stripe: Stripe;
let receiver: Server;
const received: { body: string; signature: string }[] = [];
let failNext = 0;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (failNext > 0) {
        failNext -= 1;
        res.writeHead(500).end();
        return;
      }
      received.push({
        body: Buffer.concat(chunks).toString(),
        signature: String(req.headers['stripe-signature']),
      });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  local = await startStripeLocal(0, '127.0.0.1', { url: hook, secret: SECRET, retryDelays: [20, 50] });
  const url = new URL(local.url);
  stripe = new Stripe('sk_test_local', { host: url.hostname, port: Number(url.port), protocol: 'http' });
});
afterAll(async () => {
  await local.webhooks.idle();
  await local.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const token = (number: string) => tokenFor(number, { url: local.url, publishableKey: 'pk_test_local' });

const pay = (tok: string, key: string, amount = 2500) =>
  stripe.paymentIntents.create(
    {
      amount,
      currency: 'usd',
      confirm: true,
      allowed_payment_method_types: ['card'],
      payment_method_data: { type: 'card', card: { token: tok } } as never,
      metadata: { kind: 'DONATION', donationId: 'd-1' },
      expand: ['latest_charge'],
    },
    { idempotencyKey: key },
  );

describe('PaymentIntents at the local Stripe test server', () => {
  it('charges a token once per idempotency key, with the card on the charge; other parameters are an idempotency error', async () => {
    const before = local.counts.paymentIntents;
    const tok = await token('4242424242424242');
    const pi = await pay(tok, 'pay-1');
    expect(pi).toMatchObject({ status: 'succeeded', amount: 2500, amount_received: 2500, currency: 'usd' });
    expect(pi.latest_charge).toMatchObject({
      object: 'charge',
      payment_method_details: { card: { brand: 'visa', last4: '4242' } },
      metadata: { kind: 'DONATION' },
    });
    expect((await pay(tok, 'pay-1')).id).toBe(pi.id);
    await expect(pay(tok, 'pay-1', 9900)).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    await expect(pay(tok, 'pay-2')).rejects.toMatchObject({ code: 'token_already_used' });
    expect(local.counts.paymentIntents - before).toBe(1);
    await expect(token('4242424242424241')).rejects.toThrow(/incorrect_number/);
    const listed = await stripe.paymentIntents.list({ limit: 100 });
    expect(listed.data.filter((p) => p.id === pi.id)).toHaveLength(1);
    expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
  });

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline'],
    ['4000000000009995', 'card_declined', 'insufficient_funds'],
    ['4000000000000069', 'expired_card', undefined],
    ['4000000000000127', 'incorrect_cvc', undefined],
  ])('declines %s with %s, the PaymentIntent attached and nothing charged', async (number, code, decline) => {
    const error = await pay(await token(number), `decline-${number}`).catch(
      (e: Stripe.errors.StripeCardError) => e,
    );
    expect(error).toMatchObject({ type: 'StripeCardError', code });
    const failure = error as Stripe.errors.StripeCardError;
    if (decline) expect(failure.decline_code).toBe(decline);
    expect(failure.payment_intent).toMatchObject({ status: 'requires_payment_method', amount_received: 0 });
    const pi = await stripe.paymentIntents.retrieve(failure.payment_intent!.id);
    expect(pi.last_payment_error?.code).toBe(code);
  });

  it('stops a 3-D Secure card at requires_action until the cardholder passes the challenge', async () => {
    const pi = await pay(await token('4000002500003155'), '3ds-1');
    expect(pi).toMatchObject({ status: 'requires_action', latest_charge: null });
    const confirm = (secret: string, extra: Record<string, string> = {}) =>
      fetch(`${local.url}/v1/payment_intents/${pi.id}/confirm`, {
        method: 'POST',
        body: new URLSearchParams({ key: 'pk_test_local', client_secret: secret, ...extra }),
      });
    expect((await confirm('pi_x_secret_wrong')).status).toBe(404);
    const passed = await confirm(pi.client_secret!);
    expect(passed.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await passed.json()) as { status: string }).status).toBe('succeeded');
    expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');

    const failed = await pay(await token('4000002500003155'), '3ds-2');
    const answer = await fetch(`${local.url}/v1/payment_intents/${failed.id}/confirm`, {
      method: 'POST',
      body: new URLSearchParams({
        key: 'pk_test_local',
        client_secret: failed.client_secret!,
        three_d_secure: 'fail',
      }),
    });
    expect(((await answer.json()) as { status: string }).status).toBe('requires_payment_method');
  });

  it('pays with a card saved on a customer, only that customer', async () => {
    const customer = await stripe.customers.create({});
    const card = await stripe.customers.createSource(customer.id, {
      source: await token('5555555555554444'),
    });
    const pi = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'eur',
      customer: customer.id,
      payment_method: card.id,
      confirm: true,
      allowed_payment_method_types: ['card'],
      expand: ['latest_charge'],
    });
    expect(pi.status).toBe('succeeded');
    expect((pi.latest_charge as Stripe.Charge).payment_method_details?.card).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
    });
    const other = await stripe.customers.create({});
    await expect(
      stripe.paymentIntents.create({
        amount: 1000,
        currency: 'eur',
        customer: other.id,
        payment_method: card.id,
        confirm: true,
      }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('refunds a payment once, and refuses what cannot be refunded', async () => {
    const pi = await pay(await token('4242424242424242'), 'refund-me');
    const refund = await stripe.refunds.create({ payment_intent: pi.id }, { idempotencyKey: 'refund-1' });
    expect(refund).toMatchObject({ status: 'succeeded', amount: 2500, payment_intent: pi.id });
    expect((await stripe.refunds.create({ payment_intent: pi.id }, { idempotencyKey: 'refund-1' })).id).toBe(
      refund.id,
    );
    await expect(stripe.refunds.create({ payment_intent: pi.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    const pending = await pay(await token('4000002500003155'), 'refund-3ds');
    await expect(stripe.refunds.create({ payment_intent: pending.id })).rejects.toMatchObject({
      code: 'charge_not_refundable',
    });
    const charge = await stripe.charges.retrieve(
      typeof pi.latest_charge === 'string' ? pi.latest_charge : pi.latest_charge!.id,
    );
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 2500 });
  });

  it('sends each event signed as Stripe signs it, retrying a failed delivery', async () => {
    await local.webhooks.idle();
    received.length = 0;
    failNext = 1;
    const pi = await pay(await token('4242424242424242'), 'webhook-1');
    await local.webhooks.idle();
    const succeeded = received.find((r) => JSON.parse(r.body).type === 'payment_intent.succeeded');
    expect(succeeded).toBeDefined();
    const event = stripe.webhooks.constructEvent(succeeded!.body, succeeded!.signature, SECRET, 300);
    expect(event).toMatchObject({ type: 'payment_intent.succeeded', data: { object: { id: pi.id } } });
    expect(() =>
      stripe.webhooks.constructEvent(succeeded!.body, succeeded!.signature, 'whsec_other', 300),
    ).toThrow();
    const listed = await stripe.events.list({ type: 'payment_intent.succeeded' } as never);
    expect(listed.data.map((e) => e.id)).toContain(event.id);
  });
});

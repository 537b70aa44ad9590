import Stripe from 'stripe';
import { startStripeLocal, type RunningStripeLocal } from './server';

// The local server through Stripe's own SDK (as the api uses it) and the browser's REST shape.
let local: RunningStripeLocal;
let stripe: Stripe;
beforeAll(async () => {
  local = await startStripeLocal();
  const url = new URL(local.url);
  stripe = new Stripe('sk_test_local', { host: url.hostname, port: Number(url.port), protocol: 'http' });
});
afterAll(() => local.close());

const nextYear = new Date().getUTCFullYear() + 1;

async function token(number: string, extra: Record<string, string> = {}) {
  const res = await fetch(`${local.url}/v1/tokens`, {
    method: 'POST',
    body: new URLSearchParams({
      key: 'pk_test_local',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': String(nextYear),
      'card[cvc]': '123',
      ...extra,
    }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Stripe's answers, read field by field in the tests
  const body = (await res.json()) as any;
  return { status: res.status, cors: res.headers.get('access-control-allow-origin'), body };
}

describe('the local Stripe test server', () => {
  it('tokenises a card for the browser (CORS, publishable key) and checks it as Stripe does', async () => {
    const ok = await token('4242 4242 4242 4242');
    expect(ok).toMatchObject({
      status: 200,
      cors: '*',
      body: { id: expect.stringMatching(/^tok_/), used: false },
    });
    expect(ok.body.card).toMatchObject({ brand: 'Visa', last4: '4242', exp_month: 12, exp_year: nextYear });
    expect(JSON.stringify(ok.body)).not.toContain('4242424242424242');
    expect((await token('4242424242424241')).body.error).toMatchObject({
      type: 'card_error',
      code: 'incorrect_number',
    });
    expect((await token('4242424242424242', { 'card[exp_month]': '13' })).body.error.code).toBe(
      'invalid_expiry_month',
    );
    expect((await token('4242424242424242', { 'card[exp_year]': '2001' })).body.error.code).toBe(
      'invalid_expiry_year',
    );
    expect((await token('4242424242424242', { 'card[cvc]': '1' })).body.error.code).toBe('invalid_cvc');
    const noKey = await fetch(`${local.url}/v1/tokens`, {
      method: 'POST',
      body: 'card[number]=4242424242424242',
    });
    expect(noKey.status).toBe(401);
  });

  it('attaches a token once; declines and expired cards as Stripe does; replays an idempotent request', async () => {
    const customer = await stripe.customers.create({}, { idempotencyKey: 'customer-1' });
    expect((await stripe.customers.create({}, { idempotencyKey: 'customer-1' })).id).toBe(customer.id);
    const visa = (await token('5555555555554444')).body.id as string;
    const card = (await stripe.customers.createSource(
      customer.id,
      { source: visa },
      { idempotencyKey: 'a-1' },
    )) as Stripe.Card;
    expect(card).toMatchObject({ brand: 'MasterCard', last4: '4444', exp_year: nextYear });
    const replay = await stripe.customers.createSource(
      customer.id,
      { source: visa },
      { idempotencyKey: 'a-1' },
    );
    expect(replay.id).toBe(card.id);
    await expect(stripe.customers.createSource(customer.id, { source: visa })).rejects.toMatchObject({
      code: 'token_already_used',
    });
    const declined = (await token('4000000000000002')).body.id as string;
    await expect(stripe.customers.createSource(customer.id, { source: declined })).rejects.toMatchObject({
      type: 'StripeCardError',
      code: 'card_declined',
    });
    const expired = (await token('4000000000000069')).body.id as string;
    await expect(stripe.customers.createSource(customer.id, { source: expired })).rejects.toMatchObject({
      code: 'expired_card',
    });
  });

  it('charges once per idempotency key, and refuses the key with other parameters', async () => {
    const params = { amount: 2500, currency: 'usd', source: 'tok_visa' };
    const first = await stripe.charges.create(params, { idempotencyKey: 'charge-1' });
    const again = await stripe.charges.create(params, { idempotencyKey: 'charge-1' });
    expect(again.id).toBe(first.id);
    await expect(
      stripe.charges.create({ ...params, amount: 9900 }, { idempotencyKey: 'charge-1' }),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
  });

  it('sets a 3-D Secure card up only once the cardholder passed the challenge', async () => {
    const customer = await stripe.customers.create({});
    const tok = (await token('4000002500003155')).body.id as string;
    const card = await stripe.customers.createSource(customer.id, { source: tok });
    const intent = await stripe.setupIntents.create(
      { customer: customer.id, payment_method: card.id, confirm: true },
      { idempotencyKey: 'setup-1' },
    );
    expect(intent.status).toBe('requires_action');
    expect(
      (
        await stripe.setupIntents.create(
          { customer: customer.id, payment_method: card.id, confirm: true },
          { idempotencyKey: 'setup-1' },
        )
      ).id,
    ).toBe(intent.id);
    const wrong = await fetch(`${local.url}/v1/setup_intents/${intent.id}/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ key: 'pk_test_local', client_secret: 'seti_x_secret_wrong' }),
    });
    expect(wrong.status).toBe(404);
    const passed = await fetch(`${local.url}/v1/setup_intents/${intent.id}/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ key: 'pk_test_local', client_secret: intent.client_secret! }),
    });
    expect(passed.status).toBe(200);
    expect((await stripe.setupIntents.retrieve(intent.id)).status).toBe('succeeded');
  });
});

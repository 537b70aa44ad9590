import type { Stripe } from '@stripe/stripe-js';
import { cardTokenizerFor, errorsOf } from './cardTokenizer';
import { localTokenizer } from './localTokenizer';
import { stripeJsTokenizer } from './stripeJsTokenizer';

const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, json: async () => body }) as Response;
const visa = { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123' };

describe('the card tokeniser port', () => {
  it('names Stripe error codes by the field they are about', () => {
    expect(errorsOf({ type: 'card_error', code: 'incorrect_number' })).toEqual({
      number: 'CARD_NUMBER_INVALID',
    });
    expect(errorsOf({ type: 'card_error', code: 'invalid_expiry_year' })).toEqual({
      expiry: 'EXPIRY_INVALID',
    });
    expect(errorsOf({ type: 'card_error', code: 'expired_card' })).toEqual({ expiry: 'CARD_EXPIRED' });
    expect(errorsOf({ type: 'card_error', code: 'invalid_cvc' })).toEqual({ cvc: 'CVC_INVALID' });
    expect(errorsOf({ type: 'card_error', code: 'card_declined' })).toEqual({ card: 'CARD_DECLINED' });
    expect(errorsOf({ type: 'api_connection_error' })).toEqual({ card: 'PROVIDER_UNAVAILABLE' });
  });

  it('chooses the local server when the environment names one, Stripe.js otherwise, none without a provider', async () => {
    expect(await cardTokenizerFor(undefined)).toBeNull();
    const local = await cardTokenizerFor({
      publishableKey: 'pk_test_x',
      localServerUrl: 'http://127.0.0.1:1',
    });
    expect(local?.kind).toBe('fields');
    const stripe = await cardTokenizerFor({ publishableKey: 'pk_live_x', localServerUrl: null });
    expect(stripe?.kind).toBe('element');
  });
});

describe('the local adapter (Stripe REST shape against the local test server)', () => {
  it('posts the card with the publishable key to /v1/tokens and answers the token', async () => {
    const fetchImpl = jest.fn(async () => answer(200, { id: 'tok_abc123' }));
    const tokenizer = localTokenizer({
      url: 'http://127.0.0.1:12111/',
      publishableKey: 'pk_test_x',
      fetchImpl,
    });
    expect(await tokenizer.tokenize(visa)).toEqual({ ok: true, token: 'tok_abc123' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:12111/v1/tokens');
    expect(init.credentials).toBe('omit');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      key: 'pk_test_x',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '2031',
      'card[cvc]': '123',
    });
  });

  it("answers the provider's refusal by field, and an unreachable provider as PROVIDER_UNAVAILABLE", async () => {
    const refusing = localTokenizer({
      url: 'http://s',
      publishableKey: 'pk_test_x',
      fetchImpl: async () =>
        answer(402, { error: { type: 'card_error', code: 'invalid_cvc', param: 'cvc' } }),
    });
    expect(await refusing.tokenize(visa)).toEqual({ ok: false, errors: { cvc: 'CVC_INVALID' } });
    const offline = localTokenizer({
      url: 'http://s',
      publishableKey: 'pk_test_x',
      fetchImpl: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await offline.tokenize(visa)).toEqual({ ok: false, errors: { card: 'PROVIDER_UNAVAILABLE' } });
  });

  it("completes the bank's challenge with the setup's client secret", async () => {
    const fetchImpl = jest.fn(async () => answer(200, { id: 'seti_1', status: 'succeeded' }));
    const tokenizer = localTokenizer({ url: 'http://s', publishableKey: 'pk_test_x', fetchImpl });
    expect(await tokenizer.authenticate('seti_1_secret_abc')).toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://s/v1/setup_intents/seti_1/confirm');
    expect(String(init.body)).toContain('client_secret=seti_1_secret_abc');
  });

  it("completes a payment's challenge at /v1/payment_intents/:id/confirm, and says when it is not passed", async () => {
    const fetchImpl = jest.fn(async () => answer(200, { id: 'pi_7', status: 'succeeded' }));
    const tokenizer = localTokenizer({ url: 'http://s', publishableKey: 'pk_test_x', fetchImpl });
    expect(await tokenizer.authenticate('pi_7_secret_q')).toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://s/v1/payment_intents/pi_7/confirm');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      key: 'pk_test_x',
      client_secret: 'pi_7_secret_q',
    });
    const waiting = localTokenizer({
      url: 'http://s',
      publishableKey: 'pk_test_x',
      fetchImpl: async () => answer(200, { id: 'pi_7', status: 'requires_action' }),
    });
    expect(await waiting.authenticate('pi_7_secret_q')).toEqual({
      ok: false,
      errors: { card: 'AUTHENTICATION_REQUIRED' },
    });
    const declined = localTokenizer({
      url: 'http://s',
      publishableKey: 'pk_test_x',
      fetchImpl: async () =>
        answer(402, { error: { type: 'card_error', code: 'payment_intent_authentication_failure' } }),
    });
    expect(await declined.authenticate('pi_7_secret_q')).toEqual({
      ok: false,
      errors: { card: 'CARD_DECLINED' },
    });
  });
});

describe('the Stripe.js adapter', () => {
  function fakeStripeJs(
    tokenAnswer: unknown,
    setupAnswer: unknown = { setupIntent: { status: 'succeeded' } },
  ) {
    const element = { mount: jest.fn(), destroy: jest.fn() };
    const elements = jest.fn(() => ({ create: jest.fn(() => element) }));
    const stripe = {
      elements,
      createToken: jest.fn(async () => tokenAnswer),
      confirmCardSetup: jest.fn(async () => setupAnswer),
      handleNextAction: jest.fn(async () => ({ paymentIntent: { status: 'succeeded' } })),
    };
    return { stripe, element, elements, load: jest.fn(async () => stripe as unknown as Stripe) };
  }

  it("mounts Stripe's card field in the page's language and tokenises what was typed there", async () => {
    const fake = fakeStripeJs({ token: { id: 'tok_live_1' } });
    const tokenizer = stripeJsTokenizer({ publishableKey: 'pk_live_x', load: fake.load });
    const container = document.createElement('div');
    await tokenizer.mount!(container, 'pt');
    expect(fake.load).toHaveBeenCalledWith('pk_live_x');
    expect(fake.elements).toHaveBeenCalledWith({ locale: 'pt-BR' });
    expect(fake.element.mount).toHaveBeenCalledWith(container);
    expect(await tokenizer.tokenize()).toEqual({ ok: true, token: 'tok_live_1' });
    expect(fake.stripe.createToken).toHaveBeenCalledWith(fake.element);
    tokenizer.unmount!();
    expect(fake.element.destroy).toHaveBeenCalled();
  });

  it("turns Stripe.js's errors into field codes and runs 3-D Secure with confirmCardSetup", async () => {
    const fake = fakeStripeJs(
      { error: { type: 'card_error', code: 'card_declined' } },
      { error: { type: 'card_error', code: 'setup_intent_authentication_failure' } },
    );
    const tokenizer = stripeJsTokenizer({ publishableKey: 'pk_live_x', load: fake.load });
    await tokenizer.mount!(document.createElement('div'), 'en');
    expect(await tokenizer.tokenize()).toEqual({ ok: false, errors: { card: 'CARD_DECLINED' } });
    expect(await tokenizer.authenticate('seti_9_secret_z')).toEqual({
      ok: false,
      errors: { card: 'CARD_DECLINED' },
    });
    expect(fake.stripe.confirmCardSetup).toHaveBeenCalledWith('seti_9_secret_z');
  });

  it("runs a payment's 3-D Secure with handleNextAction", async () => {
    const fake = fakeStripeJs({ token: { id: 'tok_live_1' } });
    const tokenizer = stripeJsTokenizer({ publishableKey: 'pk_live_x', load: fake.load });
    expect(await tokenizer.authenticate('pi_3_secret_k')).toEqual({ ok: true });
    expect(fake.stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_3_secret_k' });
    expect(fake.stripe.confirmCardSetup).not.toHaveBeenCalled();
  });
});

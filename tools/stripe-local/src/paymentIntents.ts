import { StripeError, invalidRequest, missing } from './stripeErrors';
import { listOf, metadataOf, textOf, type Form } from './form';
import { chargeResultOf, TEST_TOKENS, type Brand } from './testCards';
import { createCardToken, newId, type TokenRecord } from './tokens';
import type { Webhooks } from './webhooks';

// PaymentIntents, their charges and refunds, in Stripe's REST shapes (https://docs.stripe.com/api/payment_intents),
// which stripe-stateful-mock lacks. A payment is made with a new card's token
// (`payment_method_data[type]=card&payment_method_data[card][token]=tok_…`) or a card saved on a customer
// (`customer=cus_…&payment_method=card_…`), confirmed at once (`confirm=true`). Stripe's test cards decide:
// declines end in a 402 card_error carrying the PaymentIntent (status requires_payment_method) and a failed
// charge; 3-D Secure cards stop at requires_action until the cardholder passes the challenge
// (POST /v1/payment_intents/:id/confirm with the publishable key and client secret, as Stripe.js does);
// the rest succeed with a charge. Each change is also an event (webhooks.ts).

type Json = Record<string, unknown>;
type Status =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'succeeded' | 'canceled';

/** A card as this server knows it: what was typed (never the number) and how it behaves. */
export interface KnownCard {
  brand: Brand;
  last4: string;
  exp_month: number;
  exp_year: number;
  mockToken: string;
  threeDSecure: boolean;
}

/** Saved cards: card id → the customer it is attached to and the card. */
export type SavedCards = Map<string, { customer: string; card: KnownCard }>;

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: Json | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: Json | null;
  payment_method: string | null;
  payment_method_types: string[];
  status: Status;
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  failure_code: string | null;
  failure_message: string | null;
  livemode: false;
  metadata: Record<string, string>;
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: {
    type: 'card';
    card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: 'credit' };
  };
  refunded: boolean;
  status: 'succeeded' | 'failed';
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

/** Brands as Stripe writes them in payment_method_details (lowercase), unlike Card objects ('Visa'). */
const PM_BRAND: Record<Brand, string> = {
  Visa: 'visa',
  MasterCard: 'mastercard',
  'American Express': 'amex',
  Discover: 'discover',
  Unknown: 'unknown',
};

const now = () => Math.floor(Date.now() / 1000);
/** Stripe's bounds for a card payment (in the smallest unit; the minimum is 0.50 in the usual currencies). */
const MIN_AMOUNT = 50;
const MAX_AMOUNT = 99_999_999;

export function createPaymentIntents(deps: {
  tokens: Map<string, TokenRecord>;
  saved: SavedCards;
  webhooks: Webhooks;
}) {
  const { tokens, saved, webhooks } = deps;
  const intents = new Map<string, PaymentIntent>();
  const charges = new Map<string, Charge>();
  /** The card each PaymentIntent pays with (a token is used up by the payment). */
  const cardOf = new Map<string, { id: string; card: KnownCard }>();
  const counts = { paymentIntents: 0, charges: 0, refunds: 0 };

  function intent(id: string) {
    const found = intents.get(id);
    if (!found) throw missing('payment_intent', id, 'intent');
    return found;
  }

  /** The answer's PaymentIntent, with `expand[]=latest_charge` honoured. */
  function present(pi: PaymentIntent, form: Form): Json {
    const copy: Json = { ...pi };
    if (listOf(form.expand).includes('latest_charge') && pi.latest_charge)
      copy.latest_charge = charges.get(pi.latest_charge) ?? pi.latest_charge;
    return copy;
  }

  /** The card to pay with: a token (single use; Stripe's reusable `tok_visa`… too) or a customer's saved card. */
  function resolveCard(form: Form, customer: string | null): { id: string; card: KnownCard } {
    const data = (form.payment_method_data ?? null) as Json | null;
    if (data) {
      if (data.type !== 'card')
        throw invalidRequest('Only card payments are supported here.', 'payment_method_data[type]');
      const tokenId = textOf((data.card as Json | undefined)?.token);
      if (!tokenId)
        throw invalidRequest(
          'Missing required param: payment_method_data[card][token].',
          'payment_method_data[card][token]',
        );
      let token = tokens.get(tokenId);
      const test = TEST_TOKENS[tokenId];
      if (!token && test)
        token = {
          ...createCardToken({
            card: {
              number: test.number,
              exp_month: '12',
              exp_year: String(new Date().getUTCFullYear() + 3),
              cvc: '123',
            },
          }),
          threeDSecure: test.threeDSecure ?? false,
        };
      else if (!token) throw missing('token', tokenId, 'payment_method_data[card][token]');
      else if (token.usedBy !== null)
        throw invalidRequest(
          `You cannot use a Stripe token more than once: ${token.id}.`,
          'payment_method_data[card][token]',
          'token_already_used',
        );
      else token.usedBy = 'payment_intent';
      return {
        id: newId('pm'),
        card: { ...token.card, mockToken: token.mockToken, threeDSecure: token.threeDSecure },
      };
    }
    const paymentMethod = textOf(form.payment_method);
    if (!paymentMethod) throw invalidRequest('Missing required param: payment_method.', 'payment_method');
    const found = saved.get(paymentMethod);
    if (!found || found.customer !== customer)
      throw missing('payment_method', paymentMethod, 'payment_method');
    return { id: paymentMethod, card: found.card };
  }

  function newCharge(
    pi: PaymentIntent,
    paid: { id: string; card: KnownCard },
    failure?: { code: string; message: string },
  ) {
    const charge: Charge = {
      id: newId('ch'),
      object: 'charge',
      amount: pi.amount,
      amount_captured: failure ? 0 : pi.amount,
      amount_refunded: 0,
      captured: !failure,
      created: now(),
      currency: pi.currency,
      customer: pi.customer,
      description: pi.description,
      failure_code: failure?.code ?? null,
      failure_message: failure?.message ?? null,
      livemode: false,
      // The PaymentIntent's metadata is copied onto its charges, so charge events carry it too.
      metadata: { ...pi.metadata },
      paid: !failure,
      payment_intent: pi.id,
      payment_method: paid.id,
      payment_method_details: {
        type: 'card',
        card: {
          brand: PM_BRAND[paid.card.brand],
          last4: paid.card.last4,
          exp_month: paid.card.exp_month,
          exp_year: paid.card.exp_year,
          funding: 'credit',
        },
      },
      refunded: false,
      status: failure ? 'failed' : 'succeeded',
    };
    counts.charges += 1;
    charges.set(charge.id, charge);
    pi.latest_charge = charge.id;
    return charge;
  }

  /** Pays now (no challenge pending): succeeded with a charge, or declined (402, event payment_failed). */
  function pay(pi: PaymentIntent, paid: { id: string; card: KnownCard }, key: string | null) {
    const result = chargeResultOf(paid.card.mockToken);
    if (result.ok) {
      newCharge(pi, paid);
      pi.status = 'succeeded';
      pi.amount_received = pi.amount;
      pi.next_action = null;
      pi.last_payment_error = null;
      webhooks.emit('payment_intent.succeeded', pi, key);
      return;
    }
    const charge = newCharge(pi, paid, { code: result.code, message: result.message });
    const error = {
      type: 'card_error',
      code: result.code,
      ...(result.declineCode ? { decline_code: result.declineCode } : {}),
      message: result.message,
      charge: charge.id,
    };
    pi.status = 'requires_payment_method';
    pi.payment_method = null;
    pi.last_payment_error = {
      ...error,
      payment_method: { id: paid.id, object: 'payment_method', type: 'card' },
    };
    pi.next_action = null;
    webhooks.emit('payment_intent.payment_failed', pi, key);
    throw new StripeError(402, { ...error, payment_intent: { ...pi } });
  }

  /** POST /v1/payment_intents (secret key). */
  function create(form: Form, key: string | null): [number, Json] {
    const amount = Number(form.amount);
    if (!/^\d+$/.test(String(form.amount ?? '')) || !Number.isSafeInteger(amount))
      throw invalidRequest('Invalid integer: amount.', 'amount', 'parameter_invalid_integer');
    if (amount < MIN_AMOUNT)
      throw invalidRequest('Amount must be at least 50 cents.', 'amount', 'amount_too_small');
    if (amount > MAX_AMOUNT)
      throw invalidRequest('Amount must be no more than 999,999.99.', 'amount', 'amount_too_large');
    const currency = textOf(form.currency)?.toLowerCase() ?? '';
    if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest('Invalid currency.', 'currency');
    const customer = textOf(form.customer);
    const confirm = form.confirm === 'true';
    const paid = form.payment_method_data || form.payment_method ? resolveCard(form, customer) : null;
    const id = newId('pi');
    const pi: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${newId('s').slice(2)}`,
      confirmation_method: 'automatic',
      created: now(),
      currency,
      customer,
      description: textOf(form.description),
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: metadataOf(form.metadata),
      next_action: null,
      payment_method: paid?.id ?? null,
      // `allowed_payment_method_types` since API 2026-10-28 (`payment_method_types` before).
      payment_method_types: listOf(form.allowed_payment_method_types ?? form.payment_method_types).length
        ? listOf(form.allowed_payment_method_types ?? form.payment_method_types)
        : ['card'],
      status: paid ? 'requires_confirmation' : 'requires_payment_method',
    };
    counts.paymentIntents += 1;
    intents.set(id, pi);
    webhooks.emit('payment_intent.created', pi, key);
    if (paid) cardOf.set(id, paid);
    if (confirm && paid) confirmNow(pi, paid, key);
    return [200, present(pi, form)];
  }

  function confirmNow(pi: PaymentIntent, paid: { id: string; card: KnownCard }, key: string | null) {
    if (paid.card.threeDSecure) {
      // The bank asks the cardholder (https://docs.stripe.com/payments/3d-secure): Stripe.js runs the challenge.
      pi.status = 'requires_action';
      pi.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
      webhooks.emit('payment_intent.requires_action', pi, key);
      return;
    }
    pay(pi, paid, key);
  }

  /**
   * POST /v1/payment_intents/:id/confirm. From the browser (publishable key + client secret) after a
   * 3-D Secure challenge: the cardholder passed it (`three_d_secure=fail`, this server's own parameter,
   * stands for Stripe's test page's "Fail" button); from a server (secret key): confirms a new intent.
   */
  function confirm(id: string, form: Form, browser: boolean, key: string | null): [number, Json] {
    const pi = intent(id);
    if (browser && form.client_secret !== pi.client_secret) throw missing('payment_intent', id, 'intent');
    const paid = cardOf.get(id);
    if (pi.status === 'succeeded')
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent has already succeeded.',
        payment_intent: { ...pi },
      });
    if (!paid || pi.status === 'requires_payment_method' || pi.status === 'canceled')
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent's status is ${pi.status}: it cannot be confirmed.`,
        payment_intent: { ...pi },
      });
    if (pi.status === 'requires_confirmation') {
      confirmNow(pi, paid, key);
      return [200, present(pi, form)];
    }
    if (form.three_d_secure === 'fail') {
      const error = {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      };
      pi.status = 'requires_payment_method';
      pi.payment_method = null;
      pi.next_action = null;
      pi.last_payment_error = error;
      webhooks.emit('payment_intent.payment_failed', pi, key);
      return [200, present(pi, form)];
    }
    try {
      pay(pi, paid, key);
    } catch (error) {
      if (!(error instanceof StripeError) || !browser) throw error;
      // Stripe.js answers a decline after the challenge with the PaymentIntent and its last_payment_error.
    }
    return [200, present(pi, form)];
  }

  /** GET /v1/payment_intents: newest first, `limit` (≤ 100), `customer`, `starting_after`. */
  function list(form: Form) {
    const limit = Math.min(Math.max(Number(form.limit ?? 10) || 10, 1), 100);
    let all = [...intents.values()].reverse();
    const customer = textOf(form.customer);
    if (customer) all = all.filter((pi) => pi.customer === customer);
    const after = textOf(form.starting_after);
    if (after) all = all.slice(all.findIndex((pi) => pi.id === after) + 1);
    return {
      object: 'list',
      url: '/v1/payment_intents',
      has_more: all.length > limit,
      data: all.slice(0, limit).map((pi) => present(pi, form)),
    };
  }

  /** POST /v1/refunds with `payment_intent` (or `charge`) of a payment made here; false: not ours. */
  function refund(form: Form, key: string | null): [number, Refund] | false {
    const piId = textOf(form.payment_intent);
    const chargeId = textOf(form.charge);
    const charge = piId
      ? (intents.get(piId)?.latest_charge && charges.get(intents.get(piId)!.latest_charge!)) || null
      : chargeId
        ? (charges.get(chargeId) ?? null)
        : null;
    if (!charge) {
      if (chargeId && !piId) return false;
      if (piId && !intents.has(piId)) throw missing('payment_intent', piId, 'payment_intent');
      if (!piId && !chargeId)
        throw invalidRequest(
          'One of the following params should be provided for this request: payment_intent or charge.',
        );
    }
    if (!charge || charge.status !== 'succeeded')
      throw invalidRequest(
        `This PaymentIntent does not have a successful charge to refund.`,
        'payment_intent',
        'charge_not_refundable',
      );
    const left = charge.amount - charge.amount_refunded;
    if (left <= 0)
      throw invalidRequest(
        `Charge ${charge.id} has already been refunded.`,
        'charge',
        'charge_already_refunded',
      );
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left)
      throw invalidRequest(
        `Refund amount (${String(form.amount)}) is greater than unrefunded amount on charge (${left}).`,
        'amount',
      );
    const refundObject: Refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata: metadataOf(form.metadata),
      payment_intent: charge.payment_intent,
      reason: textOf(form.reason),
      status: 'succeeded',
    };
    counts.refunds += 1;
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    webhooks.emit('charge.refunded', charge, key);
    webhooks.emit('refund.created', refundObject, key);
    return [200, refundObject];
  }

  return {
    counts,
    create,
    confirm,
    list,
    refund,
    retrieve: (id: string, form: Form) => present(intent(id), form),
    charge: (id: string) => {
      const found = charges.get(id);
      if (!found) throw missing('charge', id);
      return found;
    },
    ownsCharge: (id: string) => charges.has(id),
  };
}

export type PaymentIntents = ReturnType<typeof createPaymentIntents>;

import type { CardBrand } from '@opengood/contracts';
import Stripe from 'stripe';
import { moduleLogger } from '../../platform/log';
import type { CardOutcome, PaymentProvider, ProviderRefusal } from './paymentProvider';
import type { StripeSettings } from './stripeSettings';

// The payment provider port on Stripe's official SDK (docs/product/billing.md#payment-methods). The same
// calls go to Stripe or to the local test server (tools/stripe-local): only the settings differ.

const log = moduleLogger('payments');

const BRANDS: Record<string, CardBrand> = {
  Visa: 'VISA',
  MasterCard: 'MASTERCARD',
  Mastercard: 'MASTERCARD',
  'American Express': 'AMEX',
  Discover: 'DISCOVER',
};

interface StripeFailure {
  type?: string;
  code?: string;
  param?: string;
  decline_code?: string;
  message?: string;
}

/** A Stripe error in the contract's words; anything not understood is a failure of the provider. */
export function refusalOf(error: unknown): ProviderRefusal {
  const e = (error ?? {}) as StripeFailure;
  if (e.type === 'StripeCardError') {
    if (e.code === 'expired_card') return 'EXPIRED';
    if (e.code === 'incorrect_cvc' || e.code === 'invalid_cvc') return 'CVC_INVALID';
    if (e.code === 'processing_error') return 'UNAVAILABLE';
    return 'DECLINED';
  }
  if (e.type === 'StripeInvalidRequestError') {
    if (e.code === 'token_already_used' || e.code === 'resource_missing' || e.param === 'source')
      return 'TOKEN_INVALID';
  }
  log.warn({ type: e.type, code: e.code }, `the payment provider failed: ${e.message ?? String(error)}`);
  return 'UNAVAILABLE';
}

export function stripeClient(settings: StripeSettings): Stripe {
  const local = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    // Retries are safe: every creating call carries its idempotency key.
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'OpenGood' },
    ...(local
      ? {
          host: local.hostname,
          port: Number(local.port || (local.protocol === 'https:' ? 443 : 80)),
          protocol: local.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export function stripeProvider(
  settings: StripeSettings,
  stripe: Stripe = stripeClient(settings),
): PaymentProvider {
  return {
    name: 'stripe',
    // PaymentIntents, refunds and webhooks: being written (issue 19, the payments helper's branch).
    charge: () => Promise.reject(new Error('charge: not written yet')),
    retrievePayment: () => Promise.reject(new Error('retrievePayment: not written yet')),
    refund: () => Promise.reject(new Error('refund: not written yet')),
    verifyEvent: () => null,
    async createCustomer(userId, idempotencyKey) {
      try {
        const customer = await stripe.customers.create(
          { metadata: { opengoodUserId: String(userId) } },
          { idempotencyKey },
        );
        return customer.id;
      } catch (error) {
        refusalOf(error);
        return { outcome: 'UNAVAILABLE' };
      }
    },

    async createCard(customerId, token): Promise<CardOutcome> {
      // The token is single-use, so it names the attempt: a retried request replays the same answers.
      let card: Stripe.Card;
      try {
        const source = await stripe.customers.createSource(
          customerId,
          { source: token },
          { idempotencyKey: `attach-${customerId}-${token}` },
        );
        if (source.object !== 'card') return { outcome: 'TOKEN_INVALID' };
        card = source as Stripe.Card;
      } catch (error) {
        return { outcome: refusalOf(error) };
      }
      const facts = {
        cardId: card.id,
        brand: BRANDS[card.brand] ?? 'UNKNOWN',
        last4: card.last4,
        expMonth: card.exp_month,
        expYear: card.exp_year,
      };
      try {
        const intent = await stripe.setupIntents.create(
          { customer: customerId, payment_method: card.id, confirm: true, usage: 'off_session' },
          { idempotencyKey: `setup-${customerId}-${token}` },
        );
        if (intent.status === 'succeeded')
          return { outcome: 'SAVED', ...facts, setup: { status: 'SUCCEEDED' } };
        if (intent.status === 'requires_action' && intent.client_secret)
          return {
            outcome: 'SAVED',
            ...facts,
            setup: {
              status: 'REQUIRES_ACTION',
              setupIntentId: intent.id,
              clientSecret: intent.client_secret,
            },
          };
        await this.detachCard(customerId, card.id);
        return { outcome: 'DECLINED' };
      } catch (error) {
        // Nothing half done: the card does not stay attached when its setup failed.
        await this.detachCard(customerId, card.id).catch(() => undefined);
        return { outcome: refusalOf(error) };
      }
    },

    async confirmCard(setupIntentId) {
      try {
        const intent = await stripe.setupIntents.retrieve(setupIntentId);
        if (intent.status === 'succeeded') return 'SUCCEEDED';
        if (intent.status === 'requires_action' || intent.status === 'requires_confirmation')
          return 'REQUIRES_ACTION';
        return 'FAILED';
      } catch (error) {
        return refusalOf(error) === 'UNAVAILABLE' ? 'UNAVAILABLE' : 'FAILED';
      }
    },

    async detachCard(customerId, cardId) {
      try {
        await stripe.customers.deleteSource(customerId, cardId);
      } catch (error) {
        if ((error as StripeFailure).code === 'resource_missing') return;
        throw error;
      }
    },
  };
}

import type { CardBrand } from '@opengood/contracts';
import Stripe from 'stripe';
import { moduleLogger } from '../../platform/log';
import type {
  CardOutcome,
  ChargeOutcome,
  ChargedCard,
  PaymentProvider,
  ProviderEvent,
  ProviderRefusal,
} from './paymentProvider';
import type { StripeSettings } from './stripeSettings';

// The payment provider port on Stripe's official SDK (docs/product/billing.md#payment-methods). The same
// calls go to Stripe or to the local test server (tools/stripe-local): only the settings differ.

const log = moduleLogger('payments');

// Card objects name brands one way ('Visa'), payment_method_details another ('visa').
const BRANDS: Record<string, CardBrand> = {
  Visa: 'VISA',
  MasterCard: 'MASTERCARD',
  Mastercard: 'MASTERCARD',
  'American Express': 'AMEX',
  Discover: 'DISCOVER',
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  amex: 'AMEX',
  discover: 'DISCOVER',
};

/** Stripe's webhook tolerance (https://docs.stripe.com/webhooks#replay-attacks): older signatures are refused. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const EVENT_TYPES: Record<string, ProviderEvent['type']> = {
  'payment_intent.succeeded': 'PAYMENT_SUCCEEDED',
  'payment_intent.payment_failed': 'PAYMENT_FAILED',
  'charge.refunded': 'PAYMENT_REFUNDED',
};

/** The brand and last four digits of the card a PaymentIntent's charge was made with (expanded latest_charge). */
function cardOfIntent(intent: Stripe.PaymentIntent): ChargedCard | null {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  if (!card?.last4) return null;
  return { brand: BRANDS[card.brand ?? ''] ?? 'UNKNOWN', last4: card.last4 };
}

/** Where a PaymentIntent stands, in the port's words. */
export function outcomeOf(intent: Stripe.PaymentIntent): ChargeOutcome {
  if (intent.status === 'succeeded')
    return { outcome: 'SUCCEEDED', providerPaymentId: intent.id, card: cardOfIntent(intent) };
  if (
    (intent.status === 'requires_action' || intent.status === 'requires_confirmation') &&
    intent.client_secret
  )
    return {
      outcome: 'REQUIRES_ACTION',
      providerPaymentId: intent.id,
      clientSecret: intent.client_secret,
      card: cardOfIntent(intent),
    };
  if (intent.status === 'processing')
    // Cards settle at once; anything still processing is not money we have: treated as not there yet.
    return { outcome: 'UNAVAILABLE', providerPaymentId: intent.id };
  const error = intent.last_payment_error;
  return {
    outcome: error ? refusalOf({ ...error, type: 'StripeCardError' }) : 'DECLINED',
    providerPaymentId: intent.id,
  };
}

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
    if (e.code === 'incorrect_cvc' || e.code === 'invalid_cvc') return 'CHECK_FAILED';
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
    async charge(request): Promise<ChargeOutcome> {
      // https://docs.stripe.com/api/payment_intents/create: created and confirmed in one call; a new card
      // by its single-use token (payment_method_data), a saved one by customer and card id. Only cards
      // (allowed_payment_method_types), so Stripe needs no return_url for redirect methods; a 3-D Secure
      // challenge comes back as requires_action and the browser completes it with the client secret.
      const params: Stripe.PaymentIntentCreateParams = {
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        confirm: true,
        allowed_payment_method_types: ['card'],
        description: request.description,
        metadata: request.metadata,
        expand: ['latest_charge'],
      };
      if ('token' in request.source)
        // The SDK's types leave out card tokens, which the API takes (payment_method_data[card][token]).
        params.payment_method_data = {
          type: 'card',
          card: { token: request.source.token },
        } as Stripe.PaymentIntentCreateParams.PaymentMethodData;
      else {
        params.customer = request.source.customerId;
        params.payment_method = request.source.cardId;
      }
      try {
        const intent = await stripe.paymentIntents.create(params, { idempotencyKey: request.idempotencyKey });
        return outcomeOf(intent);
      } catch (error) {
        // A card error carries the PaymentIntent it left behind (requires_payment_method): nothing charged.
        const intent = (error as { payment_intent?: Stripe.PaymentIntent }).payment_intent;
        return { outcome: refusalOf(error), providerPaymentId: intent?.id ?? null };
      }
    },

    async retrievePayment(providerPaymentId) {
      try {
        return outcomeOf(
          await stripe.paymentIntents.retrieve(providerPaymentId, { expand: ['latest_charge'] }),
        );
      } catch (error) {
        return { outcome: refusalOf(error), providerPaymentId };
      }
    },

    async refund(providerPaymentId, idempotencyKey) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: providerPaymentId }, { idempotencyKey });
        return { outcome: 'REFUNDED', providerRefundId: refund.id };
      } catch (error) {
        // Already refunded, never paid, unknown: Stripe says so as an invalid request.
        if ((error as StripeFailure).type === 'StripeInvalidRequestError')
          return { outcome: 'NOT_REFUNDABLE' };
        refusalOf(error);
        return { outcome: 'UNAVAILABLE' };
      }
    },

    verifyEvent(rawBody, signature) {
      if (!signature) return null;
      let event: Stripe.Event;
      try {
        // The SDK's check (https://docs.stripe.com/webhooks#verify-official-libraries): HMAC-SHA256 of
        // `${t}.${raw body}` with the endpoint's secret, and t no older than the tolerance.
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        log.warn(`a payment event was refused: ${(error as Error).message}`);
        return null;
      }
      const type = EVENT_TYPES[event.type] ?? 'OTHER';
      const object = event.data.object as {
        object?: string;
        id?: string;
        payment_intent?: string | { id: string } | null;
        metadata?: Record<string, string> | null;
      };
      // A PaymentIntent event names the intent; a charge event names its intent (the charge carries the
      // intent's metadata, copied by Stripe when the intent charged it).
      const providerPaymentId =
        object.object === 'payment_intent'
          ? (object.id ?? null)
          : typeof object.payment_intent === 'string'
            ? object.payment_intent
            : (object.payment_intent?.id ?? null);
      return { id: event.id, type, providerPaymentId, metadata: { ...(object.metadata ?? {}) } };
    },
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

import type { CardBrand } from '@opengood/contracts';

// The payment provider port (docs/product/billing.md#payment-methods): the browser hands the card to the
// provider and gets a single-use token; the api only ever sees that token. The one adapter is Stripe's
// official SDK (stripeProvider.ts), against Stripe or the local test server (tools/stripe-local). The
// billing work reuses the port. Every call that creates something at the provider carries an idempotency
// key, so a retried or doubled request creates it once.

/** A card attached to the user's customer and set up for later payments. */
export interface ProviderCard {
  /** The provider's reusable id of the card (`card_…`). */
  cardId: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The setup with the bank: done, or waiting for the cardholder's 3-D Secure challenge. */
  setup: { status: 'SUCCEEDED' } | { status: 'REQUIRES_ACTION'; setupIntentId: string; clientSecret: string };
}

/** What went wrong at the provider, in the contract's words. */
export type ProviderRefusal =
  | 'DECLINED'
  | 'EXPIRED'
  /** The bank refused the card's security check (Stripe's incorrect_cvc): a decline to the cardholder. */
  | 'CHECK_FAILED'
  /** The token is unknown, malformed or already used. */
  | 'TOKEN_INVALID'
  /** The provider could not be reached or failed: nothing was created. */
  | 'UNAVAILABLE';

export type CardOutcome = ({ outcome: 'SAVED' } & ProviderCard) | { outcome: ProviderRefusal };

/**
 * A payment (Stripe's PaymentIntent, confirmed at once): a new card's single-use token, or a card saved at
 * the provider for `customerId`. `metadata` travels with it and comes back in the provider's events
 * (`kind`: INVOICES or DONATION, and our own id), so a webhook finds what it pays.
 */
export interface ChargeRequest {
  amount: number;
  currency: string;
  source: { token: string } | { customerId: string; cardId: string };
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export interface ChargedCard {
  brand: CardBrand;
  last4: string;
}

/** Where a payment stands at the provider. A refusal names the card problem; nothing was charged. */
export type ChargeOutcome =
  | { outcome: 'SUCCEEDED'; providerPaymentId: string; card: ChargedCard | null }
  | { outcome: 'REQUIRES_ACTION'; providerPaymentId: string; clientSecret: string; card: ChargedCard | null }
  | { outcome: ProviderRefusal; providerPaymentId: string | null };

export type RefundOutcome =
  { outcome: 'REFUNDED'; providerRefundId: string } | { outcome: 'NOT_REFUNDABLE' | 'UNAVAILABLE' };

/** A provider event (webhook) that concerns a payment of ours, once its signature is verified. */
export interface ProviderEvent {
  /** The provider's event id (`evt_…`): processed once however often it is sent. */
  id: string;
  type: 'PAYMENT_SUCCEEDED' | 'PAYMENT_FAILED' | 'PAYMENT_REFUNDED' | 'OTHER';
  providerPaymentId: string | null;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  /** Stored with each card ('stripe'). */
  readonly name: string;
  /** The user's customer at the provider (created once per key; the caller stores its id). */
  createCustomer(userId: number, idempotencyKey: string): Promise<string | { outcome: 'UNAVAILABLE' }>;
  /**
   * Attaches the browser's token to the customer and asks the bank to set the card up for later payments;
   * nothing stays attached when the bank says no.
   */
  createCard(customerId: string, token: string): Promise<CardOutcome>;
  /** After the cardholder's challenge: SUCCEEDED, still REQUIRES_ACTION, or FAILED (the bank said no). */
  confirmCard(setupIntentId: string): Promise<'SUCCEEDED' | 'REQUIRES_ACTION' | 'FAILED' | 'UNAVAILABLE'>;
  /** Forgets the card at the provider (one already gone counts as forgotten). */
  detachCard(customerId: string, cardId: string): Promise<void>;
  /** Creates and confirms a payment (idempotent by key: a retried request charges once). */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Where a payment stands now (after the cardholder's challenge, or when an event arrives). */
  retrievePayment(providerPaymentId: string): Promise<ChargeOutcome>;
  /** Refunds a succeeded payment in full (idempotent by key). */
  refund(providerPaymentId: string, idempotencyKey: string): Promise<RefundOutcome>;
  /**
   * Verifies a webhook: the signature header over the raw body, 300 s tolerance; null when it does not
   * verify (the caller answers 400 and processes nothing).
   */
  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent | null;
}

/** Production without Stripe keys (config.ts): every card call answers that payments are unavailable. */
export function noProvider(): PaymentProvider {
  return {
    name: 'none',
    createCustomer: async () => ({ outcome: 'UNAVAILABLE' }),
    createCard: async () => ({ outcome: 'UNAVAILABLE' }),
    confirmCard: async () => 'UNAVAILABLE',
    detachCard: async () => {
      throw new Error('no payment provider is configured');
    },
    charge: async () => ({ outcome: 'UNAVAILABLE', providerPaymentId: null }),
    retrievePayment: async () => ({ outcome: 'UNAVAILABLE', providerPaymentId: null }),
    refund: async () => ({ outcome: 'UNAVAILABLE' }),
    verifyEvent: () => null,
  };
}

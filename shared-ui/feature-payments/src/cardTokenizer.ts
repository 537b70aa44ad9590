import type { PaymentProviderSettings } from '@opengood/contracts';

// The card tokeniser port (docs/product/billing.md#payment-methods): card details go from the page
// straight to the payment provider, which answers a single-use token; only the token is sent to /data.
// Two adapters, chosen by the environment answer: Stripe.js from js.stripe.com (its own card field in an
// iframe, so the page never holds the number), or the local Stripe-compatible test server (the page's own
// fields, posted with Stripe's REST shape to that server, never to the gateway or the api).

/** The card as typed into the page's own fields (local adapter only). */
export interface TypedCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Field → the contract's code (`PAYMENT_ERROR_CODES`): number, expiry, cvc or card. */
export type CardErrors = Record<string, string>;

export type Tokenized = { ok: true; token: string } | { ok: false; errors: CardErrors };
export type Authenticated = { ok: true } | { ok: false; errors: CardErrors };

export interface CardTokenizer {
  /** `fields`: the page's inputs collect the card; `element`: the provider's own field does, mounted by the page. */
  readonly kind: 'fields' | 'element';
  /** Shows the provider's card field in `container` (element kind). */
  mount?(container: HTMLElement, lang: string): Promise<void>;
  unmount?(): void;
  /** The card (typed, or in the mounted field) to the provider; a token back, or refusals by field. */
  tokenize(card?: TypedCard): Promise<Tokenized>;
  /**
   * The bank's 3-D Secure challenge, by the client secret of what waits for it: a card being saved
   * (SetupIntent, `seti_…_secret_…`) or a payment (PaymentIntent, `pi_…_secret_…`). After it, the api asks
   * the provider for the outcome (routes.confirmPaymentMethod / routes.confirmPayment); ok here only says
   * the challenge was passed.
   */
  authenticate(clientSecret: string): Promise<Authenticated>;
}

/**
 * An intent past its challenge: done, or left to the api (`requires_capture`, `processing`); see
 * https://docs.stripe.com/payments/paymentintents/lifecycle.
 */
export function settled(status: string | undefined): boolean {
  return status === 'succeeded' || status === 'processing' || status === 'requires_capture';
}

interface ProviderError {
  type?: string;
  code?: string;
}

/** Stripe's error codes (https://docs.stripe.com/error-codes) as the contract's codes by field. */
export function errorsOf(error: ProviderError | undefined): CardErrors {
  switch (error?.code) {
    case 'incorrect_number':
    case 'invalid_number':
    case 'incomplete_number':
      return { number: 'CARD_NUMBER_INVALID' };
    case 'invalid_expiry_month':
    case 'invalid_expiry_year':
    case 'incomplete_expiry':
    case 'invalid_expiry_year_past':
      return { expiry: 'EXPIRY_INVALID' };
    case 'expired_card':
      return { expiry: 'CARD_EXPIRED' };
    case 'invalid_cvc':
    case 'incorrect_cvc':
    case 'incomplete_cvc':
      return { cvc: 'CVC_INVALID' };
    case 'card_declined':
    case 'setup_intent_authentication_failure':
    case 'payment_intent_authentication_failure':
      return { card: 'CARD_DECLINED' };
    default:
      return error?.type === 'card_error' || error?.type === 'validation_error'
        ? { card: 'CARD_DECLINED' }
        : { card: 'PROVIDER_UNAVAILABLE' };
  }
}

/** The adapter the environment names; null when the api takes no cards (no provider configured). */
export async function cardTokenizerFor(
  settings: PaymentProviderSettings | undefined,
): Promise<CardTokenizer | null> {
  if (!settings) return null;
  if (settings.localServerUrl) {
    const { localTokenizer } = await import('./localTokenizer');
    return localTokenizer({ url: settings.localServerUrl, publishableKey: settings.publishableKey });
  }
  const { stripeJsTokenizer } = await import('./stripeJsTokenizer');
  return stripeJsTokenizer({ publishableKey: settings.publishableKey });
}

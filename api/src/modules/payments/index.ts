// The payments module's public face: the signed-in user's cards, through the payment provider (Stripe's
// SDK against Stripe or the local test server, as StripeSettings say), the provider itself for the modules
// that take payments (billing, donations), and the provider's webhook, whose events it hands to their
// handlers (`eventHandlers`, by the payment's metadata.kind) without importing them.
import type { PaymentProviderSettings } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import type { PaymentEventHandlers } from './paymentEvents';
import { noProvider, type PaymentProvider } from './paymentProvider';
import { paymentRoutes } from './paymentRoutes';
import { stripeProvider } from './stripeProvider';
import type { StripeSettings } from './stripeSettings';
import { isPaymentWebhook, webhookRoutes } from './webhookRoutes';

export { localStripeSettings, LOCAL_PUBLISHABLE_KEY, type StripeSettings } from './stripeSettings';
export { savedCardOf } from './savedCards';
export { failureCodeOf, refusalOf } from './chargeRefusals';
export { storedOutcomeOf, type StoredOutcome } from './chargeOutcome';
export type {
  ChargeOutcome,
  ChargeRequest,
  ChargedCard,
  PaymentProvider,
  ProviderEvent,
  ProviderRefusal,
  RefundOutcome,
} from './paymentProvider';
export type { PaymentEventHandler, PaymentEventHandlers } from './paymentEvents';

/** The provider the settings name: Stripe's SDK, or (null: production without keys) none that takes a card. */
export function paymentProviderOf(stripe: StripeSettings | null): PaymentProvider {
  return stripe ? stripeProvider(stripe) : noProvider();
}

export interface PaymentsModuleDeps {
  db: Db;
  stripe: StripeSettings | null;
  /** The provider (billing's and donations' too); by default Stripe's SDK as `stripe` says. */
  provider?: PaymentProvider;
  /** What each kind of payment's events change (INVOICES: billing, DONATION: donations). */
  eventHandlers?: PaymentEventHandlers;
}

export const paymentsModule = defineModule<PaymentsModuleDeps>({
  name: 'payments',
  routes: ({ db, stripe, eventHandlers = {}, ...deps }) => {
    const provider = deps.provider ?? paymentProviderOf(stripe);
    return [paymentRoutes(db, provider), webhookRoutes(db, provider, eventHandlers)];
  },
  csrfExempt: isPaymentWebhook,
  rawBody: isPaymentWebhook,
});

/** What the browser needs to tokenise a card (the environment answer carries it). */
export function browserPaymentSettings(stripe: StripeSettings): PaymentProviderSettings {
  return {
    publishableKey: stripe.publishableKey,
    localServerUrl: stripe.apiUrl ? (stripe.browserUrl ?? stripe.apiUrl) : null,
  };
}

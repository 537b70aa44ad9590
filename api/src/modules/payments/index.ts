// The payments module's public face: the signed-in user's cards, through the payment provider (Stripe's
// SDK against Stripe or the local test server, as StripeSettings say).
import type { PaymentProviderSettings } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { paymentRoutes } from './paymentRoutes';
import { noProvider, type PaymentProvider } from './paymentProvider';
import { stripeProvider } from './stripeProvider';
import type { StripeSettings } from './stripeSettings';

export { localStripeSettings, LOCAL_PUBLISHABLE_KEY, type StripeSettings } from './stripeSettings';
export { savedCardOf } from './savedCards';
export type {
  ChargeOutcome,
  PaymentProvider,
  ProviderEvent,
  ProviderRefusal,
  RefundOutcome,
} from './paymentProvider';

/** The provider the settings name (Stripe's SDK against Stripe or the local server), or none. */
export const paymentProviderOf = (stripe: StripeSettings | null): PaymentProvider =>
  stripe ? stripeProvider(stripe) : noProvider();

export const paymentsModule = defineModule<{ db: Db; stripe: StripeSettings | null }>({
  name: 'payments',
  routes: ({ db, stripe }) => paymentRoutes(db, stripe ? stripeProvider(stripe) : noProvider()),
});

/** What the browser needs to tokenise a card (the environment answer carries it). */
export function browserPaymentSettings(stripe: StripeSettings): PaymentProviderSettings {
  return {
    publishableKey: stripe.publishableKey,
    localServerUrl: stripe.apiUrl ? (stripe.browserUrl ?? stripe.apiUrl) : null,
  };
}

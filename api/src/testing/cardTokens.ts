import { tokenFor } from '@opengood/stripe-local';
import { localStripeSettings, LOCAL_PUBLISHABLE_KEY } from '../modules/payments';

/**
 * What the browser does before POST /data/payment-methods (docs/product/billing.md#payment-methods): the
 * card to the local Stripe test server (STRIPE_API_URL, started by globalSetup), a single-use token back.
 * The tokenising itself is stripe-local's `tokenFor`; this keeps the api tests' settings.
 */
export function cardToken(
  number: string,
  expMonth = 12,
  expYear = new Date().getUTCFullYear() + 1,
): Promise<string> {
  return tokenFor(number, {
    url: localStripeSettings().apiUrl,
    publishableKey: LOCAL_PUBLISHABLE_KEY,
    expMonth,
    expYear,
  });
}

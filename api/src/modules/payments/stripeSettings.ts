// How the api reaches Stripe (api/README.md "Payments"): the keys, and the local Stripe-compatible test
// server's address (tools/stripe-local) when it stands in for Stripe. Unset STRIPE_API_URL and real keys:
// Stripe itself; nothing else changes.

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** The local test server (http://127.0.0.1:12111); undefined: api.stripe.com. */
  apiUrl: string | undefined;
  /** The address the browser tokenises cards at, when a local server is used (default: apiUrl). */
  browserUrl: string | undefined;
  /**
   * The webhook endpoint's signing secret (`whsec_…`, STRIPE_WEBHOOK_SECRET): Stripe's dashboard shows it
   * for the endpoint `<PUBLIC_URL>/data/payments/webhook`; locally the test server signs with the default.
   */
  webhookSecret: string;
}

/** Development and tests: the local test server's keys (any `sk_test_`/`pk_test_` key works there). */
export const LOCAL_SECRET_KEY = 'sk_test_opengood_local';
export const LOCAL_PUBLISHABLE_KEY = 'pk_test_opengood_local';
export const LOCAL_STRIPE_URL = 'http://127.0.0.1:12111';
/** The local test server's default signing secret (tools/stripe-local LOCAL_WEBHOOK_SECRET). */
export const LOCAL_WEBHOOK_SECRET = 'whsec_opengood_local';

/** The settings a test or a development run gets unless it says otherwise (STRIPE_API_URL from the harness). */
export function localStripeSettings(env: NodeJS.ProcessEnv = process.env): StripeSettings {
  const apiUrl = env.STRIPE_API_URL || LOCAL_STRIPE_URL;
  return {
    secretKey: LOCAL_SECRET_KEY,
    publishableKey: LOCAL_PUBLISHABLE_KEY,
    apiUrl,
    browserUrl: env.STRIPE_BROWSER_URL || apiUrl,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || LOCAL_WEBHOOK_SECRET,
  };
}

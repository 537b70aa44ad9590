import { startStripeLocal } from '@opengood/stripe-local';
import { buildTemplates } from './templates';

// Jest globalSetup of the api suite: the run's template databases (testing/templates.ts), dropped again
// by globalTeardown; and the local Stripe-compatible test server (tools/stripe-local) the payments tests
// reach through STRIPE_API_URL (localStripeSettings), as `npm start` runs it beside the api.
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const stripe = await startStripeLocal();
  process.env.STRIPE_API_URL = stripe.url;
  const teardown = await buildTemplates();
  (globalThis as { __ogTemplatesTeardown?: () => Promise<void> }).__ogTemplatesTeardown = async () => {
    await stripe.close();
    await teardown();
  };
  console.log(`\napi test templates ready in ${Math.round((Date.now() - started) / 1000)} s`);
}

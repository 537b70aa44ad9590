// `tsx tools/stripe-local/src/main.ts`: the local Stripe-compatible test server on STRIPE_LOCAL_PORT
// (default 12111), as `npm start` runs it beside the api (scripts/lib/platform.cjs).
import { startStripeLocal } from './server';

const port = Number(process.env.STRIPE_LOCAL_PORT ?? 12111);
const host = process.env.HOST ?? '127.0.0.1';
void startStripeLocal(port, host).then(
  (local) => {
    console.log(`local Stripe test server at ${local.url}`);
    const stop = () => void local.close().then(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  },
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);

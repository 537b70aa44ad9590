export { createStripeLocal, startStripeLocal, type RunningStripeLocal, type StripeLocal } from './server';
export { luhnValid, testCardOf } from './testCards';
export { LOCAL_WEBHOOK_SECRET, signatureHeader, type StripeEvent, type WebhookOptions } from './webhooks';
export { tokenFor, type TokenOptions } from './tokenFor';

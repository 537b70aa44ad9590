export { createStripeLocal, startStripeLocal, type RunningStripeLocal, type StripeLocal } from './server';
export { luhnValid, testCardOf } from './testCards';

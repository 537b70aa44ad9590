import { z } from 'zod';
import { abExperimentSchema } from './ab';
import { versionField } from './answer';

/**
 * Where the visitor probably is, guessed from their address with an offline IP database (docs/product/accounts.md#environment).
 * Codes are ISO 3166-1 alpha-2 (country) and the ISO 3166-2 subdivision suffix (state: `NY`, `SP`);
 * city and state are null when the database only knows the country.
 */
export const guessedLocationSchema = z.object({
  city: z.string().min(1).nullable(),
  stateCode: z.string().min(1).nullable(),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type GuessedLocation = z.infer<typeof guessedLocationSchema>;

/**
 * Where the browser hands card details (docs/product/billing.md#payment-methods): Stripe's publishable key,
 * and the local Stripe-compatible test server's address when the api uses one (null: Stripe itself,
 * through Stripe.js from js.stripe.com).
 */
export const paymentProviderSchema = z.object({
  publishableKey: z.string().regex(/^pk_(test|live)_/),
  localServerUrl: z.url({ protocol: /^https?$/ }).nullable(),
});
export type PaymentProviderSettings = z.infer<typeof paymentProviderSchema>;

/** GET /data/environment (docs/product/accounts.md#environment): flat, not in a `data` envelope. */
export const environmentSchema = z.object({
  /** False once the visitor accepted cookies (the cookie, or the signed-in user's stored acceptance). */
  showAcceptCookies: z.boolean(),
  /** Null for private and loopback addresses, and addresses the database does not know. */
  guessedLocation: guessedLocationSchema.nullable(),
  isUS: z.boolean(),
  abExperiments: z.array(abExperimentSchema),
  /** The api offers signing in with the organisation's OpenID Connect provider (OIDC_* configured). */
  oidcSignIn: z.boolean(),
  /** The card tokeniser's settings; absent when the api takes no cards. */
  paymentProvider: paymentProviderSchema.optional(),
});
export type Environment = z.infer<typeof environmentSchema>;

export const environmentAnswerSchema = environmentSchema.extend(versionField);
export type EnvironmentAnswer = z.infer<typeof environmentAnswerSchema>;

/** POST /data/website/accept-cookies: the flag the cookie bar reads, now false. */
export const acceptCookiesAnswerSchema = z.object({
  showAcceptCookies: z.literal(false),
  ...versionField,
});
export type AcceptCookiesAnswer = z.infer<typeof acceptCookiesAnswerSchema>;

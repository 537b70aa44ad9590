import { z } from 'zod';
import { idSchema, isoDateTimeSchema, versionField } from './answer';
import { idParamSchema } from './request';

// Payment methods (docs/product/billing.md#payment-methods): the browser hands the card to the payment provider
// (Stripe.js, or the local Stripe-compatible test server), which answers a token; only that token reaches
// /data. The number and the CVC never do: no contract here has a field for them, and the request is strict.

export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'UNKNOWN'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** ACTIVE: usable. REQUIRES_ACTION: the bank asks for 3-D Secure; POST …/confirm completes it. */
export const PAYMENT_METHOD_STATUSES = ['ACTIVE', 'REQUIRES_ACTION'] as const;
export type PaymentMethodStatus = (typeof PAYMENT_METHOD_STATUSES)[number];

/**
 * The api's codes of a refused card, in `errors` by field: `token`, `card` and `expiry`. The card's own
 * details never reach the api, so their checks (what the cardholder typed) are the browser's card entry's
 * (@opengood/feature-payments), not these.
 */
export const PAYMENT_ERROR_CODES = {
  /** token: not a token of the provider's, already used, or unknown to it. */
  TOKEN_INVALID: 'TOKEN_INVALID',
  /** card: the bank declined it. */
  CARD_DECLINED: 'CARD_DECLINED',
  /** expiry: the bank says the card has expired. */
  CARD_EXPIRED: 'CARD_EXPIRED',
  /** card (409): already confirmed, or not waiting for a confirmation. */
  NOTHING_TO_CONFIRM: 'NOTHING_TO_CONFIRM',
  /** card (409): the bank's 3-D Secure challenge has not been completed yet. */
  AUTHENTICATION_REQUIRED: 'AUTHENTICATION_REQUIRED',
  /** <any field but token> (400): the request carries something it must not, such as a card number. */
  FIELD_NOT_ACCEPTED: 'FIELD_NOT_ACCEPTED',
  /** card (503): the payment provider could not be reached; nothing was saved, try again. */
  PROVIDER_UNAVAILABLE: 'PROVIDER_UNAVAILABLE',
} as const;

const P = PAYMENT_ERROR_CODES;

/**
 * POST /payment-methods: the provider's single-use card token (`tok_…`, from Stripe.js `createToken` or
 * the local server's POST /v1/tokens). Strict: a body that carries anything else is refused by field
 * (400), so card details sent by mistake are never accepted.
 */
export const addCardRequestSchema = z
  .looseObject({
    token: z
      .string({ error: P.TOKEN_INVALID })
      .regex(/^tok_[A-Za-z0-9_]{6,250}$/, { error: P.TOKEN_INVALID }),
  })
  // Strict, with the refusal by field (each extra key: FIELD_NOT_ACCEPTED) rather than one for the body.
  .superRefine((body, ctx) => {
    for (const key of Object.keys(body))
      if (key !== 'token') ctx.addIssue({ code: 'custom', path: [key], message: P.FIELD_NOT_ACCEPTED });
  })
  .transform(({ token }) => ({ token }));
export type AddCardRequest = z.infer<typeof addCardRequestSchema>;

export const paymentMethodSchema = z.object({
  id: idSchema,
  brand: z.enum(CARD_BRANDS),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  status: z.enum(PAYMENT_METHOD_STATUSES),
  /**
   * While REQUIRES_ACTION: the provider's SetupIntent client secret, with which the cardholder's browser
   * completes the bank's challenge (Stripe.js `handleNextAction`); null once the card is usable.
   */
  setupClientSecret: z.string().min(1).nullable(),
  created: isoDateTimeSchema,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodAnswerSchema = z.object({ paymentMethod: paymentMethodSchema, ...versionField });
export type PaymentMethodAnswer = z.infer<typeof paymentMethodAnswerSchema>;
export const paymentMethodsAnswerSchema = z.object({
  paymentMethods: z.array(paymentMethodSchema),
  ...versionField,
});
export type PaymentMethodsAnswer = z.infer<typeof paymentMethodsAnswerSchema>;
export const paymentMethodParamsSchema = z.object({ id: idParamSchema });

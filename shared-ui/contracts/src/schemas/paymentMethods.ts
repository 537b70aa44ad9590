import { z } from 'zod';
import { idSchema, isoDateTimeSchema, versionField } from './answer';
import { idParamSchema } from './request';

// Payment methods (docs/product/billing.md#payment-methods): a card is handed to the payment provider, which answers
// a token; only the token, the brand, the last four digits and the expiry are stored, never the number.

export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'UNKNOWN'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** ACTIVE: usable. REQUIRES_ACTION: the bank asks for 3-D Secure; POST …/confirm completes it. */
export const PAYMENT_METHOD_STATUSES = ['ACTIVE', 'REQUIRES_ACTION'] as const;
export type PaymentMethodStatus = (typeof PAYMENT_METHOD_STATUSES)[number];

/** The codes of a refused card, in `errors` by field (`number`, `expiry`, `cvc`, or `card` for the bank's no). */
export const PAYMENT_ERROR_CODES = {
  CARD_NUMBER_INVALID: 'CARD_NUMBER_INVALID',
  EXPIRY_INVALID: 'EXPIRY_INVALID',
  CVC_INVALID: 'CVC_INVALID',
  /** card: the bank declined it. */
  CARD_DECLINED: 'CARD_DECLINED',
  /** expiry: the bank says the card has expired. */
  CARD_EXPIRED: 'CARD_EXPIRED',
  /** card (409): already confirmed, or not waiting for a confirmation. */
  NOTHING_TO_CONFIRM: 'NOTHING_TO_CONFIRM',
} as const;

const P = PAYMENT_ERROR_CODES;

/** POST /payment-methods: the card as typed (spaces and dashes in the number allowed). */
export const addCardRequestSchema = z.object({
  number: z
    .string({ error: P.CARD_NUMBER_INVALID })
    .transform((n) => n.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: P.CARD_NUMBER_INVALID })),
  expMonth: z
    .number({ error: P.EXPIRY_INVALID })
    .int()
    .min(1, { error: P.EXPIRY_INVALID })
    .max(12, { error: P.EXPIRY_INVALID }),
  expYear: z
    .number({ error: P.EXPIRY_INVALID })
    .int()
    .min(2000, { error: P.EXPIRY_INVALID })
    .max(2100, { error: P.EXPIRY_INVALID }),
  cvc: z.string({ error: P.CVC_INVALID }).regex(/^\d{3,4}$/, { error: P.CVC_INVALID }),
});
export type AddCardRequest = z.infer<typeof addCardRequestSchema>;

export const paymentMethodSchema = z.object({
  id: idSchema,
  brand: z.enum(CARD_BRANDS),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  status: z.enum(PAYMENT_METHOD_STATUSES),
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

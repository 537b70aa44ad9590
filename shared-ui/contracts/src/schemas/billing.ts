import { z } from 'zod';
import { LANGS } from '../vocabulary/languages';
import { LISTING_TYPES } from '../vocabulary/listing-types';
import { countSchema, idSchema, isoDateTimeSchema, versionField } from './answer';
import { idParamSchema } from './request';
import { CARD_BRANDS } from './paymentMethods';
import { orgIdParam, orgParamsSchema } from './orgs';

// Billing (docs/product/billing.md): what organisations buy (postings of jobs and internships, credit
// packs), the cart, checkout, invoices, payments, credits, and donations. Money is always an integer in
// the currency's minor units with its ISO 4217 code beside it; never a float. Card details never appear
// here: a payment carries the payment provider's single-use token (`tok_…`) or a saved card's id.

/** The currencies an organisation is billed in (its country decides: billingCurrencyOf). */
export const BILLING_CURRENCIES = ['USD', 'EUR', 'GBP', 'BRL', 'MXN'] as const;
export type BillingCurrency = (typeof BILLING_CURRENCIES)[number];

const EUROZONE = new Set([
  'AT',
  'BE',
  'HR',
  'CY',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PT',
  'SK',
  'SI',
  'ES',
]);

/** The currency an organisation (or a donor) in `countryCode` (ISO 3166-1 alpha-2) pays in; USD elsewhere. */
export function billingCurrencyOf(countryCode: string | null | undefined): BillingCurrency {
  const c = (countryCode ?? '').toUpperCase();
  if (c === 'BR') return 'BRL';
  if (c === 'MX') return 'MXN';
  if (c === 'GB') return 'GBP';
  if (EUROZONE.has(c)) return 'EUR';
  return 'USD';
}

/** The credit packs on sale (ids are the `:packId` of `credits/:packId` and `?pack=` of checkout). */
export const PACK_IDS = ['PACK_10', 'PACK_20', 'PACK_50'] as const;
export type PackId = (typeof PACK_IDS)[number];

/** What a posting costs: jobs and internships are paid; volunteer opportunities and events are free. */
export const PAID_LISTING_TYPES = [
  'JOB',
  'INTERNSHIP',
] as const satisfies readonly (typeof LISTING_TYPES)[number][];

export const BILLING_ERROR_CODES = {
  /** amount (400): not a whole positive number of minor units, or above the largest accepted. */
  AMOUNT_INVALID: 'AMOUNT_INVALID',
  /** amount (409): the amount sent is not what the invoices now come to (prices or cart changed). */
  AMOUNT_MISMATCH: 'AMOUNT_MISMATCH',
  CURRENCY_INVALID: 'CURRENCY_INVALID',
  PACK_INVALID: 'PACK_INVALID',
  /** cart (409): the cart is empty. */
  CART_EMPTY: 'CART_EMPTY',
  /** listingId (404/409): not in this organisation's cart. */
  NOT_IN_CART: 'NOT_IN_CART',
  /** invoiceIds (409): an invoice is already paid, void, or not this organisation's. */
  INVOICE_NOT_PAYABLE: 'INVOICE_NOT_PAYABLE',
  /** billingAddressId (400/409): missing, or not this organisation's. */
  BILLING_ADDRESS_REQUIRED: 'BILLING_ADDRESS_REQUIRED',
  /** invoice (409): a paid invoice's billing address cannot change any more. */
  INVOICE_PAID: 'INVOICE_PAID',
  /** credits (409): no credit left to spend. */
  NO_CREDITS: 'NO_CREDITS',
  /** idempotencyKey (400): missing or malformed (8–100 of [A-Za-z0-9_-]). */
  IDEMPOTENCY_KEY_INVALID: 'IDEMPOTENCY_KEY_INVALID',
  /** payment (409): already refunded, or not refundable. */
  NOT_REFUNDABLE: 'NOT_REFUNDABLE',
  REQUIRED: 'REQUIRED',
  TOO_LONG: 'TOO_LONG',
  EMAIL_INVALID: 'EMAIL_INVALID',
  COUNTRY_INVALID: 'COUNTRY_INVALID',
} as const;
const B = BILLING_ERROR_CODES;

/** The largest amount accepted anywhere (minor units): 1,000,000.00. */
export const MAX_AMOUNT = 100_000_000;

export const amountSchema = z
  .number({ error: B.AMOUNT_INVALID })
  .int({ error: B.AMOUNT_INVALID })
  .positive({ error: B.AMOUNT_INVALID })
  .max(MAX_AMOUNT, { error: B.AMOUNT_INVALID });

export const moneySchema = z.object({
  /** Minor units (cents, centavos). */
  amount: z.number().int(),
  currency: z.enum(BILLING_CURRENCIES),
});
export type Money = z.infer<typeof moneySchema>;

export const idempotencyKeySchema = z
  .string({ error: B.IDEMPOTENCY_KEY_INVALID })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: B.IDEMPOTENCY_KEY_INVALID });

const text = (max: number) =>
  z.string({ error: B.REQUIRED }).trim().min(1, { error: B.REQUIRED }).max(max, { error: B.TOO_LONG });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: B.TOO_LONG })
    .nullish()
    .transform((v) => (v ? v : null));

// Billing addresses: who an invoice is made out to. An organisation keeps several; an invoice takes a copy
// when it is paid, so a later edit never changes a paid invoice.

export const billingAddressRequestSchema = z.object({
  name: text(200),
  line1: text(200),
  line2: optionalText(200),
  city: text(100),
  region: optionalText(100),
  postalCode: optionalText(20),
  country: z.string({ error: B.COUNTRY_INVALID }).regex(/^[A-Z]{2}$/, { error: B.COUNTRY_INVALID }),
  /** VAT / CNPJ / RFC…: printed on the invoice when given. */
  taxId: optionalText(40),
  /** Optional: empty (a form's blank field), null or absent is none. */
  email: z
    .union(
      [
        z.literal('').transform(() => null),
        z.email({ error: B.EMAIL_INVALID }).max(254, { error: B.TOO_LONG }),
        z.null(),
      ],
      { error: B.EMAIL_INVALID },
    )
    .optional()
    .transform((v) => v ?? null),
});
export type BillingAddressRequest = z.input<typeof billingAddressRequestSchema>;

export const billingAddressSchema = z.object({
  id: idSchema,
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  taxId: z.string().nullable(),
  email: z.string().nullable(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;
export const billingAddressAnswerSchema = z.object({ billingAddress: billingAddressSchema, ...versionField });
export const billingAddressesAnswerSchema = z.object({
  billingAddresses: z.array(billingAddressSchema),
  ...versionField,
});

// Prices.

export const packSchema = z.object({
  packId: z.enum(PACK_IDS),
  credits: z.number().int().positive(),
  price: moneySchema,
  /** price / credits, rounded: what one posting costs with this pack. */
  perPosting: moneySchema,
  validDays: z.number().int().positive(),
});
export type Pack = z.infer<typeof packSchema>;

export const pricesAnswerSchema = z.object({
  currency: z.enum(BILLING_CURRENCIES),
  /** What one posting of each paid type costs this organisation (by its type and currency). */
  listingPrices: z.array(z.object({ listingType: z.enum(PAID_LISTING_TYPES), price: moneySchema })),
  packs: z.array(packSchema),
  ...versionField,
});
export type PricesAnswer = z.infer<typeof pricesAnswerSchema>;

// The cart: the organisation's listings waiting for payment (AWAITING_PAYMENT), each at its price.

export const cartItemSchema = z.object({
  listingId: idSchema,
  listingType: z.enum(PAID_LISTING_TYPES),
  title: z.string(),
  price: moneySchema,
  /** When the admin sent it to the cart. */
  added: isoDateTimeSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  count: countSchema,
  total: moneySchema,
  /** The organisation's credit balance: each credit publishes one item instead of paying for it. */
  credits: countSchema,
});
export type Cart = z.infer<typeof cartSchema>;
export const cartAnswerSchema = z.object({ cart: cartSchema, ...versionField });
export const cartItemParamsSchema = z.object({ orgId: orgIdParam, listingId: idParamSchema });

// Invoices. OPEN: issued at checkout, payable; PAID: paid (it has its number then: gap-free per year,
// `2026-000123`); VOID: replaced before payment (the cart changed); REFUNDED: paid, then refunded by staff
// (a credit note carries the refund).

export const INVOICE_STATUSES = ['OPEN', 'PAID', 'VOID', 'REFUNDED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoiceLineSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('LISTING'),
    listingId: idSchema,
    listingType: z.enum(PAID_LISTING_TYPES),
    title: z.string(),
    amount: z.number().int(),
  }),
  z.object({
    kind: z.literal('PACK'),
    packId: z.enum(PACK_IDS),
    credits: z.number().int().positive(),
    amount: z.number().int(),
  }),
]);
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSchema = z.object({
  id: idSchema,
  orgId: idSchema,
  /** Given when paid (gap-free per calendar year); null before. */
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  lines: z.array(invoiceLineSchema),
  total: moneySchema,
  /** The address it is made out to (a copy once paid); null until chosen at checkout. */
  billingAddress: billingAddressSchema.nullable(),
  created: isoDateTimeSchema,
  paid: isoDateTimeSchema.nullable(),
  /** The payment that settled it, when paid. */
  paymentId: idSchema.nullable(),
  /** A refunded invoice's credit note number (`CN-2026-000004`). */
  creditNoteNumber: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The organisation an invoice is made out from the platform to (GET /data/invoices/{invoiceId}). */
export const invoiceOrgSchema = z.object({ id: idSchema, name: z.string(), slug: z.string().nullable() });
export const invoiceAnswerSchema = z.object({ invoice: invoiceSchema, ...versionField });
export const orgInvoiceAnswerSchema = z.object({
  org: invoiceOrgSchema,
  invoice: invoiceSchema,
  ...versionField,
});
export type OrgInvoiceAnswer = z.infer<typeof orgInvoiceAnswerSchema>;
export const invoicesAnswerSchema = z.object({ invoices: z.array(invoiceSchema), ...versionField });
export const invoiceParamsSchema = z.object({ orgId: orgIdParam, invoiceId: idParamSchema });
export const invoiceIdParamsSchema = z.object({ invoiceId: idParamSchema });
/** A printed document's language (invoice, credit note, receipt PDF): en by default. */
export const documentLangQuerySchema = z.object({ lang: z.enum(LANGS).optional().default('en') });

/** POST checkout: an OPEN invoice for the whole cart, or (with `pack`) for a credit pack. */
export const checkoutRequestSchema = z.object({
  pack: z
    .enum(PACK_IDS, { error: B.PACK_INVALID })
    .nullish()
    .transform((v) => v ?? null),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** PUT invoices/:invoiceId/billing-address: the address an OPEN invoice is made out to. */
export const invoiceBillingAddressRequestSchema = z.object({
  billingAddressId: z.number({ error: B.BILLING_ADDRESS_REQUIRED }).int().positive(),
});

// Payments. The spec's shape: a list of invoiceId, the amount paid and the invoices' total; the card is
// the provider's token (a new card) or a saved card's id. SUCCEEDED settles the invoices at once (their
// listings go live, a pack's credits are granted); REQUIRES_ACTION waits for the bank's 3-D Secure
// challenge in the browser (`clientSecret`), then POST …/confirm.

export const PAYMENT_STATUSES = ['REQUIRES_ACTION', 'SUCCEEDED', 'FAILED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const payRequestSchema = z
  .object({
    invoiceIds: z
      .array(z.number().int().positive(), { error: B.INVOICE_NOT_PAYABLE })
      .min(1, {
        error: B.INVOICE_NOT_PAYABLE,
      })
      .max(20, { error: B.INVOICE_NOT_PAYABLE }),
    amount: amountSchema,
    invoiceTotal: amountSchema,
    billingAddressId: z.number({ error: B.BILLING_ADDRESS_REQUIRED }).int().positive(),
    /** A new card: the provider's single-use token. */
    token: z
      .string()
      .regex(/^tok_[A-Za-z0-9_]{6,250}$/, { error: 'TOKEN_INVALID' })
      .nullish(),
    /** Or one of the paying user's saved cards (/dashboard/payment-methods). */
    paymentMethodId: z.number().int().positive().nullish(),
    /** The same key for a retried or doubled request: it charges once. */
    idempotencyKey: idempotencyKeySchema,
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!body.token === !body.paymentMethodId)
      ctx.addIssue({ code: 'custom', path: ['token'], message: 'TOKEN_INVALID' });
    if (body.amount !== body.invoiceTotal)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: B.AMOUNT_MISMATCH });
  });
export type PayRequest = z.input<typeof payRequestSchema>;

export const paymentSchema = z.object({
  id: idSchema,
  orgId: idSchema,
  status: z.enum(PAYMENT_STATUSES),
  amount: moneySchema,
  invoiceIds: z.array(idSchema),
  card: z.object({ brand: z.enum(CARD_BRANDS), last4: z.string().regex(/^\d{4}$/) }).nullable(),
  /** While REQUIRES_ACTION: the provider's client secret for the bank's challenge. */
  clientSecret: z.string().nullable(),
  created: isoDateTimeSchema,
  refunded: isoDateTimeSchema.nullable(),
  /** Who paid (an admin of the organisation). */
  paidBy: z.object({ id: idSchema, name: z.string() }).nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentAnswerSchema = z.object({ payment: paymentSchema, ...versionField });
export const paymentsAnswerSchema = z.object({ payments: z.array(paymentSchema), ...versionField });
export const paymentParamsSchema = z.object({ orgId: orgIdParam, paymentId: idParamSchema });

// Credits: an append-only ledger whose sum is the balance (never negative, enforced by the database).

export const CREDIT_ENTRY_KINDS = ['GRANT', 'SPEND', 'EXPIRY', 'REFUND'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

export const creditEntrySchema = z.object({
  id: idSchema,
  kind: z.enum(CREDIT_ENTRY_KINDS),
  /** +credits for a grant, −1 for a spend, −remaining for an expiry or a refund. */
  delta: z.number().int(),
  balance: z.number().int().nonnegative(),
  packId: z.enum(PACK_IDS).nullable(),
  listing: z.object({ id: idSchema, title: z.string(), listingType: z.enum(LISTING_TYPES) }).nullable(),
  invoiceId: idSchema.nullable(),
  at: isoDateTimeSchema,
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

export const creditsAnswerSchema = z.object({
  balance: countSchema,
  /** Packs with credits left, the soonest to expire first (spent first). */
  grants: z.array(
    z.object({
      invoiceId: idSchema.nullable(),
      packId: z.enum(PACK_IDS),
      credits: z.number().int().positive(),
      remaining: countSchema,
      granted: isoDateTimeSchema,
      expires: isoDateTimeSchema,
    }),
  ),
  entries: z.array(creditEntrySchema),
  ...versionField,
});
export type CreditsAnswer = z.infer<typeof creditsAnswerSchema>;

// Donations: a one-time gift to the platform's nonprofit, anonymous or signed in, paid through the same
// provider flow; the receipt (`/donation-receipts/{id}`) is addressed by the donation's unguessable id.

export const DONATION_STATUSES = ['REQUIRES_ACTION', 'SUCCEEDED', 'FAILED', 'REFUNDED'] as const;
/** Suggested gifts, in each currency's major units (the page shows them; any amount may be given). */
export const SUGGESTED_DONATIONS: Readonly<Record<BillingCurrency, readonly number[]>> = {
  USD: [25, 50, 100, 250],
  EUR: [25, 50, 100, 250],
  GBP: [20, 40, 80, 200],
  BRL: [50, 100, 250, 500],
  MXN: [200, 500, 1000, 2500],
};
/** The smallest gift accepted (minor units), any currency. */
export const MIN_DONATION = 100;

export const donationRequestSchema = z
  .object({
    amount: amountSchema.min(MIN_DONATION, { error: B.AMOUNT_INVALID }),
    currency: z.enum(BILLING_CURRENCIES, { error: B.CURRENCY_INVALID }),
    name: text(200),
    email: z.email({ error: B.EMAIL_INVALID }).max(254, { error: B.TOO_LONG }),
    /** Not named in public lists (the receipt still bears the name). */
    anonymous: z.boolean().default(false),
    token: z.string().regex(/^tok_[A-Za-z0-9_]{6,250}$/, { error: 'TOKEN_INVALID' }),
    idempotencyKey: idempotencyKeySchema,
    /** The page's language: the receipt mail and PDF are in it (default: the signed-in user's, else en). */
    lang: z.enum(LANGS).optional(),
  })
  .strict();
export type DonationRequest = z.input<typeof donationRequestSchema>;

export const donationSchema = z.object({
  /** uuid: the receipt's address. */
  id: z.uuid(),
  status: z.enum(DONATION_STATUSES),
  amount: moneySchema,
  name: z.string(),
  email: z.string(),
  anonymous: z.boolean(),
  /** Given when it succeeds (gap-free per year, `D-2026-000042`). */
  receiptNumber: z.string().nullable(),
  clientSecret: z.string().nullable(),
  created: isoDateTimeSchema,
  card: z.object({ brand: z.enum(CARD_BRANDS), last4: z.string().regex(/^\d{4}$/) }).nullable(),
});
export type Donation = z.infer<typeof donationSchema>;
export const donationAnswerSchema = z.object({ donation: donationSchema, ...versionField });
export type DonationAnswer = z.infer<typeof donationAnswerSchema>;
export const donationParamsSchema = z.object({ donationId: z.uuid() });

// Staff: the search tabs Users, Invoices, Payments and Donations (staff only), and refunds.

/** Rows per page of each staff tab (the api's LIMIT; the page's pager counts pages with it). */
export const STAFF_PAGE_SIZE = 20;
export const staffSearchQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).max(1000).optional().default(1),
});
const staffPage = <T extends z.ZodType>(row: T) =>
  z.object({ results: z.array(row), total: countSchema, page: z.number().int().positive(), ...versionField });
export const staffUsersAnswerSchema = staffPage(
  z.object({
    id: idSchema,
    name: z.string(),
    email: z.string(),
    created: isoDateTimeSchema,
    staff: z.boolean(),
  }),
);
export const staffInvoicesAnswerSchema = staffPage(invoiceSchema.extend({ orgName: z.string() }));
export const staffPaymentsAnswerSchema = staffPage(paymentSchema.extend({ orgName: z.string() }));
export const staffDonationsAnswerSchema = staffPage(donationSchema.omit({ clientSecret: true }));
export const refundParamsSchema = z.object({ paymentId: idParamSchema });
export const billingAddressParamsSchema = z.object({ orgId: orgIdParam, id: idParamSchema });
export { orgParamsSchema as billingOrgParamsSchema };
export const countAnswerSchema = z.object({ count: countSchema, ...versionField });

import {
  PACK_IDS,
  PAID_LISTING_TYPES,
  type BillingCurrency,
  type ListingType,
  type OrgType,
  type Pack,
  type PackId,
} from '@opengood/contracts';

// The price list (docs/product/billing.md "Prices"), in one place: what posting a job or an internship
// costs an organisation, by its type and in its currency (billingCurrencyOf its country), and the credit
// packs. Volunteer opportunities and events are free: they never reach a cart. Amounts are whole minor
// units, round sums in each currency (not converted at a rate: a price list is set per market).

/** Organisations that sell services or hire for others pay the commercial rate. */
const COMMERCIAL: ReadonlySet<OrgType> = new Set(['BUSINESS', 'RECRUITER', 'CONSULTANT']);
export type PriceTier = 'NONPROFIT' | 'COMMERCIAL';
export const tierOf = (orgType: OrgType): PriceTier => (COMMERCIAL.has(orgType) ? 'COMMERCIAL' : 'NONPROFIT');

type PaidType = (typeof PAID_LISTING_TYPES)[number];

const LISTING_PRICES: Readonly<Record<PriceTier, Record<BillingCurrency, Record<PaidType, number>>>> = {
  NONPROFIT: {
    USD: { JOB: 9_900, INTERNSHIP: 4_900 },
    EUR: { JOB: 8_900, INTERNSHIP: 4_500 },
    GBP: { JOB: 7_900, INTERNSHIP: 3_900 },
    BRL: { JOB: 29_900, INTERNSHIP: 14_900 },
    MXN: { JOB: 149_900, INTERNSHIP: 74_900 },
  },
  COMMERCIAL: {
    USD: { JOB: 19_900, INTERNSHIP: 9_900 },
    EUR: { JOB: 17_900, INTERNSHIP: 8_900 },
    GBP: { JOB: 15_900, INTERNSHIP: 7_900 },
    BRL: { JOB: 59_900, INTERNSHIP: 29_900 },
    MXN: { JOB: 299_900, INTERNSHIP: 149_900 },
  },
};

/** Credits in each pack and its discount on as many job postings: the bigger, the cheaper per posting. */
const PACKS: Readonly<Record<PackId, { credits: number; percentOff: number }>> = {
  PACK_10: { credits: 10, percentOff: 15 },
  PACK_20: { credits: 20, percentOff: 25 },
  PACK_50: { credits: 50, percentOff: 40 },
};

/** A pack's credits are spent within this many days of its purchase, or expire. */
export const PACK_VALID_DAYS = 365;

export const isPaidType = (type: ListingType): type is PaidType =>
  (PAID_LISTING_TYPES as readonly ListingType[]).includes(type);

/** What one posting of `type` costs; null for the free types. */
export function listingPrice(type: ListingType, orgType: OrgType, currency: BillingCurrency): number | null {
  return isPaidType(type) ? LISTING_PRICES[tierOf(orgType)][currency][type] : null;
}

/** A pack's price: its credits at the job price, less its discount, rounded to a whole major unit. */
export function packOf(packId: PackId, orgType: OrgType, currency: BillingCurrency): Pack {
  const { credits, percentOff } = PACKS[packId];
  const full = credits * LISTING_PRICES[tierOf(orgType)][currency].JOB;
  const amount = Math.round((full * (100 - percentOff)) / 100 / 100) * 100;
  return {
    packId,
    credits,
    price: { amount, currency },
    perPosting: { amount: Math.round(amount / credits), currency },
    validDays: PACK_VALID_DAYS,
  };
}

export function priceList(orgType: OrgType, currency: BillingCurrency) {
  return {
    currency,
    listingPrices: PAID_LISTING_TYPES.map((listingType) => ({
      listingType,
      price: { amount: LISTING_PRICES[tierOf(orgType)][currency][listingType], currency },
    })),
    packs: PACK_IDS.map((id) => packOf(id, orgType, currency)),
  };
}

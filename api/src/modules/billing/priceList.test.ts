import { BILLING_CURRENCIES, ORG_TYPES, PACK_IDS } from '@opengood/contracts';
import { listingPrice, packOf, priceList, tierOf } from './priceList';

// The price list (docs/product/billing.md "Prices"): whole minor units, jobs and internships paid, the
// rest free, commercial organisations dearer, packs cheaper per posting the bigger they are.

describe('price list', () => {
  it('a nonprofit pays USD 99.00 for a job and 49.00 for an internship; volunteering and events are free', () => {
    expect(listingPrice('JOB', 'NONPROFIT', 'USD')).toBe(9_900);
    expect(listingPrice('INTERNSHIP', 'NONPROFIT', 'USD')).toBe(4_900);
    expect(listingPrice('VOLOP', 'NONPROFIT', 'USD')).toBeNull();
    expect(listingPrice('EVENT', 'BUSINESS', 'EUR')).toBeNull();
  });

  it('businesses, recruiters and consultants pay more, in every currency', () => {
    expect(['BUSINESS', 'RECRUITER', 'CONSULTANT'].map((t) => tierOf(t as never))).toEqual([
      'COMMERCIAL',
      'COMMERCIAL',
      'COMMERCIAL',
    ]);
    for (const currency of BILLING_CURRENCIES)
      expect(listingPrice('JOB', 'BUSINESS', currency)!).toBeGreaterThan(
        listingPrice('JOB', 'NONPROFIT', currency)!,
      );
  });

  it('every amount is a positive whole number of minor units, round in its currency', () => {
    for (const orgType of ORG_TYPES)
      for (const currency of BILLING_CURRENCIES) {
        const list = priceList(orgType, currency);
        for (const { price } of list.listingPrices) {
          expect(Number.isInteger(price.amount)).toBe(true);
          expect(price.amount % 100).toBe(0);
        }
        for (const pack of list.packs) {
          expect(Number.isInteger(pack.price.amount) && pack.price.amount > 0).toBe(true);
          expect(pack.price.amount % 100).toBe(0);
          expect(pack.validDays).toBe(365);
        }
      }
  });

  it('a bigger pack is cheaper per posting, and every pack is cheaper than paying each job', () => {
    const per = PACK_IDS.map((id) => packOf(id, 'NONPROFIT', 'BRL').perPosting.amount);
    expect(per).toEqual([...per].sort((a, b) => b - a));
    expect(per[0]!).toBeLessThan(listingPrice('JOB', 'NONPROFIT', 'BRL')!);
    expect(packOf('PACK_10', 'NONPROFIT', 'USD')).toEqual({
      packId: 'PACK_10',
      credits: 10,
      price: { amount: 84_200, currency: 'USD' },
      perPosting: { amount: 8_420, currency: 'USD' },
      validDays: 365,
    });
  });
});

import { donatePath, donationReceiptPath } from '@opengood/routes';
import { parseDonatePath, parseReceiptPath } from './donationRoutes';

const ID = '0b7e4a52-93f5-4b8e-9b1c-2f1d8c9a6e01';

describe('donation routes', () => {
  it('reads the donate page of each language', () => {
    expect(parseDonatePath(donatePath('pt'))).toEqual({ lang: 'pt' });
    expect(parseDonatePath('/es/dona/')).toEqual({ lang: 'es' });
    expect(parseDonatePath('/en/donate')).toEqual({ lang: 'en' });
    expect(parseDonatePath('/pt/donate')).toBeNull();
    expect(parseDonatePath('/donate')).toBeNull();
  });

  it('reads a receipt by its uuid only', () => {
    expect(parseReceiptPath(donationReceiptPath(ID))).toEqual({ donationId: ID });
    expect(parseReceiptPath(`/donation-receipts/${ID.toUpperCase()}`)).toEqual({ donationId: ID });
    expect(parseReceiptPath('/donation-receipts/12')).toBeNull();
    expect(parseReceiptPath(`/donation-receipts/${ID}/more`)).toBeNull();
    expect(parseReceiptPath('/donation-receipts')).toBeNull();
  });
});

// Who issues the platform's invoices, credit notes and donation receipts: the nonprofit that runs OpenGood
// (README.md: the product's name). One place, so that every printed document names the same seller.

export interface Issuer {
  /** The name printed as the document's author and in its header. */
  name: string;
  legalName: string;
  /** Street and city lines, as posted mail expects them. */
  addressLines: readonly string[];
  /** ISO 3166-1 alpha-2: printed as the country's name in the document's language. */
  country: string;
  /** The issuer's tax identification (a US nonprofit's EIN). */
  taxId: string;
  email: string;
  website: string;
}

export const ISSUER: Issuer = {
  name: 'OpenGood',
  legalName: 'OpenGood Foundation, Inc.',
  addressLines: ['1201 Market Street, Suite 800', 'Philadelphia, PA 19107'],
  country: 'US',
  taxId: 'EIN 84-2719356',
  email: 'support@opengood.org',
  website: 'opengood.org',
};

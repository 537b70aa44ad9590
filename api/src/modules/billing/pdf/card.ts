import type { CardBrand } from '@opengood/contracts';

/** The card a payment was made with, as the api knows it (never more than brand and last four digits). */
export interface PaidCard {
  brand: CardBrand;
  last4: string;
}

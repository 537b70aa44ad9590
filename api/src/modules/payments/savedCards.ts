import type { Db } from '../../platform/db/db';
import { findPaymentCustomer, findPaymentMethodOfUser } from './paymentMethodRepository';

/**
 * What billing charges when an admin pays with one of their saved cards (docs/product/billing.md
 * "Payments"): the provider's customer and card ids. Null unless the card is the user's and set up
 * (ACTIVE): another user's card, or one still waiting for its 3-D Secure setup, is not offered.
 */
export async function savedCardOf(
  db: Db,
  userId: number,
  paymentMethodId: number,
): Promise<{ customerId: string; cardId: string } | null> {
  const card = await findPaymentMethodOfUser(db, userId, paymentMethodId);
  if (!card || card.status !== 'ACTIVE') return null;
  const customerId = await findPaymentCustomer(db, userId);
  return customerId ? { customerId, cardId: card.token } : null;
}

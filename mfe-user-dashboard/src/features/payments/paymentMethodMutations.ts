import type { AddCardRequest } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { USER_DASHBOARD_AREA } from '../../area';

// The saved cards' writes (docs/product/billing.md "Payment methods"); the cards page is loaded again
// after each. The card number goes from the form to the call: never into the store or an action.

const cardsPage = () => [{ area: USER_DASHBOARD_AREA, pages: ['payment-methods'] }];

/** Through the payment provider: ACTIVE, or REQUIRES_ACTION (the bank's 3-D Secure step); declined: 400. */
export const addCard = defineMutation({
  name: 'mfe-user-dashboard/addCard',
  route: routes.addPaymentMethod,
  input: (card: AddCardRequest) => ({ body: card }),
  refreshes: cardsPage,
});

/** The bank's confirmation of a card that asked for it (run per card). */
export const confirmCard = defineMutation({
  name: 'mfe-user-dashboard/confirmCard',
  route: routes.confirmPaymentMethod,
  input: ({ id }: { id: number }) => ({ params: { id } }),
  refreshes: cardsPage,
});

export const removeCard = defineMutation({
  name: 'mfe-user-dashboard/removeCard',
  route: routes.deletePaymentMethod,
  input: ({ id }: { id: number }) => ({ params: { id } }),
  refreshes: cardsPage,
});

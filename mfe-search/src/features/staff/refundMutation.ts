import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';

/** Staff refund a payment in full (its invoices get a credit note; a pack's unspent credits go). */
export const refundPayment = defineMutation({
  name: 'mfe-search/refundPayment',
  route: routes.refundPayment,
  input: (paymentId: string) => ({ params: { paymentId } }),
  // A refusal (already refunded, provider down) is said in the dialog's row, not by a redirect.
  config: { redirectOnAuthErrors: false },
});

import type { PackId, PayRequest } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { ORG_DASHBOARD_AREA } from '../../area';

// The cart and checkout's writes (docs/product/billing.md#cart-and-checkout; its billing address's are
// features/billingAddress). Each that changes the cart
// refreshes the cart page and the listings table; the header's pill follows them by name (CART_CHANGES).

const area = (...pages: string[]) => [{ area: ORG_DASHBOARD_AREA, pages }];
const cartPages = area('cart', 'listings', 'dashboard', 'buy-credits');
type Org = { orgId: string };
type Item = Org & { listingId: string };

export const removeCartItem = defineMutation({
  name: 'mfe-org-dashboard/removeCartItem',
  route: routes.removeCartItem,
  input: ({ orgId, listingId }: Item) => ({ params: { orgId, listingId } }),
  refreshes: () => cartPages,
});

export const publishWithCredit = defineMutation({
  name: 'mfe-org-dashboard/publishWithCredit',
  route: routes.publishWithCredit,
  input: ({ orgId, listingId }: Item) => ({ params: { orgId, listingId } }),
  refreshes: () => cartPages,
});

export const checkout = defineMutation({
  name: 'mfe-org-dashboard/checkout',
  route: routes.checkout,
  input: ({ orgId, pack }: Org & { pack?: PackId | null }) => ({
    params: { orgId },
    body: { pack: pack ?? null },
  }),
});

export const payInvoices = defineMutation({
  name: 'mfe-org-dashboard/payInvoices',
  route: routes.payInvoices,
  input: ({ orgId, payment }: Org & { payment: PayRequest }) => ({ params: { orgId }, body: payment }),
  refreshes: () => cartPages,
});

export const confirmPayment = defineMutation({
  name: 'mfe-org-dashboard/confirmPayment',
  route: routes.confirmPayment,
  input: ({ orgId, paymentId }: Org & { paymentId: string }) => ({ params: { orgId, paymentId } }),
  refreshes: () => cartPages,
});

/**
 * The writes after which the cart's count may have changed: the header's pill (another app's screen, no
 * page of ours to refresh) loads the cart again when one of them settles. Publishing a listing puts a paid
 * one in the cart; staff publishing it free takes it out.
 */
export const CART_CHANGES = [
  removeCartItem.name,
  publishWithCredit.name,
  payInvoices.name,
  confirmPayment.name,
  'mfe-org-dashboard/publishListing',
  'mfe-org-dashboard/publishListingFree',
];

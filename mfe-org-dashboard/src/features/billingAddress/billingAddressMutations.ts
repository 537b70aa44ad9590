import type { BillingAddressRequest } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { ORG_DASHBOARD_AREA } from '../../area';

// An organisation's billing addresses and the one an OPEN invoice is made out to
// (docs/product/billing.md#invoices, #cart-and-checkout): written from the checkout's billing-address step
// and from an invoice's billing-address page, so each write refreshes every page that shows an address.
// The api refuses a paid invoice (409 INVOICE_PAID).

const addressPages = [
  {
    area: ORG_DASHBOARD_AREA,
    pages: ['invoices', 'invoice', 'invoice-billing-address', 'printable-invoice', 'billing-address', 'pay'],
  },
];
type Org = { orgId: string };

export const addBillingAddress = defineMutation({
  name: 'mfe-org-dashboard/addBillingAddress',
  route: routes.addBillingAddress,
  input: ({ orgId, address }: Org & { address: BillingAddressRequest }) => ({
    params: { orgId },
    body: address,
  }),
  refreshes: () => addressPages,
});

export const updateBillingAddress = defineMutation({
  name: 'mfe-org-dashboard/updateBillingAddress',
  route: routes.updateBillingAddress,
  input: ({ orgId, id, address }: Org & { id: string; address: BillingAddressRequest }) => ({
    params: { orgId, id },
    body: address,
  }),
  refreshes: () => addressPages,
});

export const setInvoiceBillingAddress = defineMutation({
  name: 'mfe-org-dashboard/setInvoiceBillingAddress',
  route: routes.setInvoiceBillingAddress,
  input: ({ orgId, invoiceId, billingAddressId }: Org & { invoiceId: string; billingAddressId: number }) => ({
    params: { orgId, invoiceId },
    body: { billingAddressId },
  }),
  refreshes: () => addressPages,
});

import type { BillingAddressRequest } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { ORG_DASHBOARD_AREA } from '../../area';

// An OPEN invoice's billing address (docs/product/billing.md#invoices): a saved address is chosen, or a new
// one saved first. Either refreshes the invoice's pages; the api refuses a paid one (409 INVOICE_PAID).
// Named apart from the checkout's writes of the same routes (features/checkout), which refresh its pages.

const invoicePages = [
  {
    area: ORG_DASHBOARD_AREA,
    // …and the checkout's steps, which show the address an invoice is made out to.
    pages: ['invoices', 'invoice', 'invoice-billing-address', 'printable-invoice', 'billing-address', 'pay'],
  },
];

export const addBillingAddress = defineMutation({
  name: 'mfe-org-dashboard/addInvoiceBillingAddress',
  route: routes.addBillingAddress,
  input: ({ orgId, address }: { orgId: string; address: BillingAddressRequest }) => ({
    params: { orgId },
    body: address,
  }),
  refreshes: () => [
    { area: ORG_DASHBOARD_AREA, pages: ['invoice-billing-address', 'billing-address', 'pay'] },
  ],
});

export const setInvoiceBillingAddress = defineMutation({
  name: 'mfe-org-dashboard/changeInvoiceBillingAddress',
  route: routes.setInvoiceBillingAddress,
  input: ({
    orgId,
    invoiceId,
    billingAddressId,
  }: {
    orgId: string;
    invoiceId: string;
    billingAddressId: number;
  }) => ({
    params: { orgId, invoiceId },
    body: { billingAddressId },
  }),
  refreshes: () => invoicePages,
});

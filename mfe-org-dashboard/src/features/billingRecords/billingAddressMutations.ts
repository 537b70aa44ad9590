import type { BillingAddressRequest } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { ORG_DASHBOARD_AREA } from '../../area';

// An OPEN invoice's billing address (docs/product/billing.md#invoices): a saved address is chosen, or a new
// one saved first. Either refreshes the invoice's pages; the api refuses a paid one (409 INVOICE_PAID).

const invoicePages = [
  {
    area: ORG_DASHBOARD_AREA,
    pages: ['invoices', 'invoice', 'invoice-billing-address', 'printable-invoice'],
  },
];

export const addBillingAddress = defineMutation({
  name: 'mfe-org-dashboard/addBillingAddress',
  route: routes.addBillingAddress,
  input: ({ orgId, address }: { orgId: string; address: BillingAddressRequest }) => ({
    params: { orgId },
    body: address,
  }),
  refreshes: () => [{ area: ORG_DASHBOARD_AREA, pages: ['invoice-billing-address'] }],
});

export const setInvoiceBillingAddress = defineMutation({
  name: 'mfe-org-dashboard/setInvoiceBillingAddress',
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

import type { Lang } from '@opengood/contracts';
import { routes, routeUrl } from '@opengood/contracts/routes';
import { isRecordId, orgDashboardPath, pathSegments } from '@opengood/routes';

// The billing records' addresses (docs/product/billing.md#credits-and-packs, #invoices, #payments): under
// /admin/{orgId}, `credits`, `invoices`, `invoices/:invoiceId`, `invoices/:invoiceId/billing-address`,
// `payments` and `payments/:paymentId`; outside it, the printable `/invoices/{invoiceId}`. The cart,
// checkout, `buy-credits`, `credits/:packId` and `payment-summary` are the checkout feature's.

export type BillingRecordRoute =
  | { kind: 'credits'; orgId: string }
  | { kind: 'invoices'; orgId: string }
  | { kind: 'invoice'; orgId: string; invoiceId: string }
  | { kind: 'invoice-billing-address'; orgId: string; invoiceId: string }
  | { kind: 'payments'; orgId: string }
  | { kind: 'payment'; orgId: string; paymentId: string };

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The billing record page of /admin/{orgId}/…, or null (an id that is not a record id is none). */
export function parseBillingRecordPath(pathname: string): BillingRecordRoute | null {
  const [first, rawOrgId, sub, rawId, tail, ...rest] = pathSegments(pathname).map(safeDecode);
  if (first !== 'admin' || !rawOrgId || !isRecordId(rawOrgId) || !sub || rest.length > 0) return null;
  const orgId = rawOrgId;
  if (rawId === undefined) {
    if (sub === 'credits' || sub === 'invoices' || sub === 'payments') return { kind: sub, orgId };
    return null;
  }
  if (!isRecordId(rawId)) return null;
  if (sub === 'invoices' && tail === undefined) return { kind: 'invoice', orgId, invoiceId: rawId };
  if (sub === 'invoices' && tail === 'billing-address')
    return { kind: 'invoice-billing-address', orgId, invoiceId: rawId };
  if (sub === 'payments' && tail === undefined) return { kind: 'payment', orgId, paymentId: rawId };
  return null;
}

/** `/invoices/{invoiceId}`: the printable invoice, outside the dashboard. */
export function parsePrintableInvoicePath(pathname: string): { invoiceId: string } | null {
  const [first, rawId, ...rest] = pathSegments(pathname).map(safeDecode);
  if (first !== 'invoices' || !rawId || rest.length > 0 || !isRecordId(rawId)) return null;
  return { invoiceId: rawId };
}

type Id = string | number;
export const creditsPath = (orgId: Id) => orgDashboardPath(orgId, 'credits');
export const buyCreditsPath = (orgId: Id) => orgDashboardPath(orgId, 'buy-credits');
export const invoicesPath = (orgId: Id) => orgDashboardPath(orgId, 'invoices');
export const invoicePath = (orgId: Id, invoiceId: Id) => orgDashboardPath(orgId, `invoices/${invoiceId}`);
export const invoiceBillingAddressPath = (orgId: Id, invoiceId: Id) =>
  orgDashboardPath(orgId, `invoices/${invoiceId}/billing-address`);
export const paymentsPath = (orgId: Id) => orgDashboardPath(orgId, 'payments');
export const paymentPath = (orgId: Id, paymentId: Id) => orgDashboardPath(orgId, `payments/${paymentId}`);
/** The checkout's first step for an OPEN invoice (docs/product/billing.md: `checkout/billing-address?invoiceId`). */
export const payInvoicePath = (orgId: Id, invoiceId: Id) =>
  `${orgDashboardPath(orgId, 'checkout/billing-address')}?invoiceId=${invoiceId}`;
export const printableInvoicePath = (invoiceId: Id) => `/invoices/${invoiceId}`;
/** The invoice's PDF in `lang` (GET /data/invoices/:invoiceId/pdf: that organisation's admins and staff only). */
export const invoicePdfPath = (invoiceId: Id, lang: Lang) =>
  `${routeUrl(routes.invoicePdf, { invoiceId })}?lang=${lang}`;

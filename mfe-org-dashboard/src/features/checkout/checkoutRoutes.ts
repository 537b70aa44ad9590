import { isRecordId, orgDashboardPath, pathSegments } from '@opengood/routes';
import { PACK_IDS, type PackId } from '@opengood/contracts';

// The cart and checkout pages' addresses (docs/product/billing.md, spec §2): under /admin/{orgId}, `cart`
// (and `single-checkout/cart`, the same page), `checkout/billing-address?invoiceId=N[&pack=P]`,
// `pay-by-credit-card?invoiceId=N&billingAddressId=M`, `payment-summary?paymentId=P`, `buy-credits` and
// `credits/{packId}`. The bare `credits`, `invoices` and `payments` are the billing records' pages.

export type CheckoutRoute =
  | { kind: 'cart'; orgId: string }
  | { kind: 'billing-address'; orgId: string; invoiceId: string | null; pack: PackId | null }
  | { kind: 'pay'; orgId: string; invoiceId: string | null; billingAddressId: string | null }
  | { kind: 'summary'; orgId: string; paymentId: string | null }
  | { kind: 'buy-credits'; orgId: string; packId: PackId | null };

const isPackId = (value: unknown): value is PackId =>
  typeof value === 'string' && (PACK_IDS as readonly string[]).includes(value);

const idOf = (value: string | null) => (value && isRecordId(value) ? value : null);

/** The checkout page of /admin/{orgId}/…, or null. */
export function parseCheckoutPath(url: URL): CheckoutRoute | null {
  const [first, orgId, ...rest] = pathSegments(url.pathname);
  if (first !== 'admin' || !orgId || !isRecordId(orgId)) return null;
  const tail = rest.join('/');
  const query = url.searchParams;
  if (tail === 'cart' || tail === 'single-checkout/cart') return { kind: 'cart', orgId };
  if (tail === 'checkout/billing-address') {
    const pack = query.get('pack');
    return {
      kind: 'billing-address',
      orgId,
      invoiceId: idOf(query.get('invoiceId')),
      pack: isPackId(pack) ? pack : null,
    };
  }
  if (tail === 'pay-by-credit-card')
    return {
      kind: 'pay',
      orgId,
      invoiceId: idOf(query.get('invoiceId')),
      billingAddressId: idOf(query.get('billingAddressId')),
    };
  if (tail === 'payment-summary') return { kind: 'summary', orgId, paymentId: idOf(query.get('paymentId')) };
  if (tail === 'buy-credits') return { kind: 'buy-credits', orgId, packId: null };
  if (rest.length === 2 && rest[0] === 'credits' && isPackId(rest[1]))
    return { kind: 'buy-credits', orgId, packId: rest[1] };
  return null;
}

/** `params` when the URL is that kind of checkout page. */
export function checkoutRoute<K extends CheckoutRoute['kind']>(url: URL, kind: K) {
  const route = parseCheckoutPath(url);
  return route?.kind === kind ? (route as Extract<CheckoutRoute, { kind: K }>) : null;
}

// The steps with every id their page needs; without one, the page leads back (pages.ts
// `checkout-incomplete`).
export function billingAddressStep(url: URL) {
  const route = checkoutRoute(url, 'billing-address');
  return route?.invoiceId ? { ...route, invoiceId: route.invoiceId } : null;
}
export function payStep(url: URL) {
  const route = checkoutRoute(url, 'pay');
  return route?.invoiceId && route.billingAddressId
    ? { ...route, invoiceId: route.invoiceId, billingAddressId: route.billingAddressId }
    : null;
}
export function summaryStep(url: URL) {
  const route = checkoutRoute(url, 'summary');
  return route?.paymentId ? { ...route, paymentId: route.paymentId } : null;
}

type Id = string | number;
export const cartPagePath = (orgId: Id) => orgDashboardPath(orgId, 'cart');
export const buyCreditsPath = (orgId: Id) => orgDashboardPath(orgId, 'buy-credits');
export const packPath = (orgId: Id, packId: PackId) => orgDashboardPath(orgId, `credits/${packId}`);
export const billingAddressPath = (orgId: Id, invoiceId: Id, pack?: PackId | null) =>
  orgDashboardPath(orgId, 'checkout/billing-address') +
  `?invoiceId=${invoiceId}${pack ? `&pack=${pack}` : ''}`;
export const payPath = (orgId: Id, invoiceId: Id, billingAddressId: Id) =>
  orgDashboardPath(orgId, 'pay-by-credit-card') +
  `?invoiceId=${invoiceId}&billingAddressId=${billingAddressId}`;
export const summaryPath = (orgId: Id, paymentId: Id) =>
  orgDashboardPath(orgId, 'payment-summary') + `?paymentId=${paymentId}`;
export const invoicePagePath = (orgId: Id, invoiceId: Id) => orgDashboardPath(orgId, `invoices/${invoiceId}`);

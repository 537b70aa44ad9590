import type {
  BillingAddress,
  Cart,
  Invoice,
  OrgDashboardOverview,
  Payment,
  PaymentMethod,
  PricesAnswer,
} from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import type { HttpClient } from '@opengood/platform';
import { fetchOrgDashboard } from '../dashboard/orgDashboardApi';

// The checkout pages' loaders: plain async functions (a saga, a test or a server runs them), each with the
// organisation's overview for the dashboard's frame.

type Load = { http: HttpClient; signal?: AbortSignal };

export interface CartData {
  overview: OrgDashboardOverview;
  cart: Cart;
}
export async function loadCart({ http, signal }: Load, orgId: string): Promise<CartData> {
  const [overview, cart] = await Promise.all([
    fetchOrgDashboard(http, orgId, signal),
    http.call(routes.cart, { params: { orgId } }, { signal }),
  ]);
  return { overview, cart: cart.cart };
}

export interface AddressData {
  overview: OrgDashboardOverview;
  invoice: Invoice;
  addresses: BillingAddress[];
}
export async function loadAddressStep(
  { http, signal }: Load,
  orgId: string,
  invoiceId: string,
): Promise<AddressData> {
  const [overview, invoice, addresses] = await Promise.all([
    fetchOrgDashboard(http, orgId, signal),
    http.call(routes.orgInvoice, { params: { orgId, invoiceId } }, { signal }),
    http.call(routes.billingAddresses, { params: { orgId } }, { signal }),
  ]);
  return { overview, invoice: invoice.invoice, addresses: addresses.billingAddresses };
}

export interface PayData extends AddressData {
  /** The paying admin's saved cards (/dashboard/payment-methods): only usable ones are offered. */
  cards: PaymentMethod[];
}
export async function loadPayStep(
  { http, signal }: Load,
  orgId: string,
  invoiceId: string,
): Promise<PayData> {
  const [step, cards] = await Promise.all([
    loadAddressStep({ http, signal }, orgId, invoiceId),
    http.call(routes.paymentMethods, {}, { signal }),
  ]);
  return { ...step, cards: cards.paymentMethods.filter((card) => card.status === 'ACTIVE') };
}

export interface SummaryData {
  overview: OrgDashboardOverview;
  payment: Payment;
  invoices: Invoice[];
}
export async function loadSummary(
  { http, signal }: Load,
  orgId: string,
  paymentId: string,
): Promise<SummaryData> {
  const [overview, payment] = await Promise.all([
    fetchOrgDashboard(http, orgId, signal),
    http.call(routes.orgPayment, { params: { orgId, paymentId } }, { signal }),
  ]);
  const invoices = await Promise.all(
    payment.payment.invoiceIds.map((invoiceId) =>
      http.call(routes.orgInvoice, { params: { orgId, invoiceId: String(invoiceId) } }, { signal }),
    ),
  );
  return { overview, payment: payment.payment, invoices: invoices.map((answer) => answer.invoice) };
}

export interface BuyData {
  overview: OrgDashboardOverview;
  prices: PricesAnswer;
  /** The credit balance (the cart's answer carries it). */
  credits: number;
}
export async function loadBuyCredits({ http, signal }: Load, orgId: string): Promise<BuyData> {
  const [overview, prices, cart] = await Promise.all([
    fetchOrgDashboard(http, orgId, signal),
    http.call(routes.billingPrices, { params: { orgId } }, { signal }),
    http.call(routes.cart, { params: { orgId } }, { signal }),
  ]);
  return { overview, prices, credits: cart.cart.credits };
}
